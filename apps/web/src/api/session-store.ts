import type { CurrentUser, SiteConfig } from '@storefront/contract';
import { create } from 'zustand';

interface SessionState {
  /** The current user; signed in only when `user.idx` is present (spec 3). */
  user: Partial<CurrentUser>;
  config: SiteConfig | null;
  /**
   * Whether `user` is known: false only while the first principal inquiry of a page load that
   * holds a token is on its way (main.tsx). Pages render as a guest meanwhile; whatever decides
   * on the user (the account area's login popup, login-required actions) waits for it.
   */
  principalKnown: boolean;
  mergeUser(user: Partial<CurrentUser>): void;
  clearUser(): void;
  setConfig(config: SiteConfig): void;
  setPrincipalKnown(known: boolean): void;
}

/**
 * Kept in a store rather than a query cache because the request helper, outside React, must
 * merge any response's `user` and `config` into it and clear the user on 4012 (spec 7.1).
 */
export const useSessionStore = create<SessionState>((set) => ({
  user: {},
  config: null,
  principalKnown: true,
  mergeUser: (user) => set((state) => ({ user: { ...state.user, ...user } })),
  clearUser: () => set({ user: {} }),
  setConfig: (config) => set({ config }),
  setPrincipalKnown: (known) => set({ principalKnown: known }),
}));

/** Resolves once the user is known (at once when it already is). */
export function whenPrincipalKnown(): Promise<void> {
  if (useSessionStore.getState().principalKnown) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (!state.principalKnown) return;
      unsubscribe();
      resolve();
    });
  });
}

export const isSignedIn = (user: Partial<CurrentUser>): user is CurrentUser => typeof user.idx === 'number';

export function useCurrentUser(): CurrentUser | null {
  const user = useSessionStore((state) => state.user);
  return isSignedIn(user) ? user : null;
}
