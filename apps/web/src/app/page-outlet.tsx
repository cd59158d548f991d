import { Outlet, useLocation } from 'react-router';
import { useSessionStore } from '../api/session-store.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';

/** Pages that look the same to a guest and to a member until something is pressed. */
const PUBLIC_PAGES = [/^\/$/, /^\/goods(\/detail)?$/, /^\/discounted$/, /^\/category$/, /^\/shop\/\d+(\/recommend)?$/];
const SEARCH_AND_HELP = [/^\/search(\/shop)?$/, /^\/wap\/search$/, /^\/help\/[^/]+$/, /^\/credit$/];

export const isPublicPage = (pathname: string): boolean =>
  [...PUBLIC_PAGES, ...SEARCH_AND_HELP].some((page) => page.test(pathname.replace(/(.)\/+$/, '$1')));

/**
 * The page of the current route. The first render does not wait for the principal inquiry
 * (main.tsx): public pages show at once, as a guest; any other page (the account area and its
 * login popup, checkout, sign-in...) waits until the user is known, so a signed-in visitor is
 * never asked to sign in on a page load.
 */
export function PageOutlet() {
  const known = useSessionStore((state) => state.principalKnown);
  const { pathname } = useLocation();
  return known || isPublicPage(pathname) ? <Outlet /> : <PageSkeleton />;
}
