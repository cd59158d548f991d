import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true from the render after:
 * what depends on the browser alone (the stored cart, the stored delivery country) shows its own
 * value one render after hydration, so the hydrated markup matches the server's exactly. A page
 * the browser renders alone gets true at once.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** Renders its children only after hydration (the cart float, notices, the chats' watchers). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
