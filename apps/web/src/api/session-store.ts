import type { CurrentUser, SiteConfig } from '@storefront/contract';
import { create } from 'zustand';

interface SessionState {
  /** The current user; signed in only when `user.idx` is present (spec 3). */
  user: Partial<CurrentUser>;
  config: SiteConfig | null;
  mergeUser(user: Partial<CurrentUser>): void;
  clearUser(): void;
  setConfig(config: SiteConfig): void;
}

/**
 * Kept in a store rather than a query cache because the request helper, outside React, must
 * merge any response's `user` and `config` into it and clear the user on 4012 (spec 7.1).
 */
export const useSessionStore = create<SessionState>((set) => ({
  user: {},
  config: null,
  mergeUser: (user) => set((state) => ({ user: { ...state.user, ...user } })),
  clearUser: () => set({ user: {} }),
  setConfig: (config) => set({ config }),
}));

export const isSignedIn = (user: Partial<CurrentUser>): user is CurrentUser => typeof user.idx === 'number';

export function useCurrentUser(): CurrentUser | null {
  const user = useSessionStore((state) => state.user);
  return isSignedIn(user) ? user : null;
}
