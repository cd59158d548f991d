import { useState } from 'react';
import { signOut } from './sign-out.ts';

/** The sign-out button's state: whether the call is under way, and the action (the shop's header and the staff bar). */
export function useSignOut(): { leaving: boolean; logout: () => Promise<void> } {
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };
  return { leaving, logout };
}
