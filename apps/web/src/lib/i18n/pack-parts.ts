/**
 * A language pack is fetched in two parts. The first screen's part holds what the shell (header,
 * navigation, cart, footer), the home page, the listings, a product's page and a shop's pages
 * show; the groups below come later: the account area, checkout, orders, wallet, shop
 * application, identity verification, the staff console, the private-message screen and the chat
 * parts it shares, the live chat's panel, the sign-in and sign-up forms (and the sign-in popup's),
 * the dialogs' and the not-found page. The routes that show them wait for that part
 * (app/router.tsx), as do the overlays that show them (the popup, the dialogs, the two chats), and
 * the server preloads it with those pages' first screens; the public pages never need it.
 */
export const LATER_GROUPS = [
  'account',
  'orders',
  'wallet',
  'checkout',
  'partnership',
  'realname',
  'staff',
  'seller',
  'pm',
  'chat',
  // The live chat's panel (its trigger's label is layout.liveChat, in the first part).
  'live',
  'upload',
  'serverErrors',
  'auth.form',
  'auth.errors',
  // The titles of the pages above (the home page's and the listings' stay in the first part).
  'pages.checkout',
  'pages.mine',
  'pages.favorites',
  'pages.following',
  'pages.settings',
  'pages.wallet',
  'pages.walletRecharge',
  'pages.walletWithdrawal',
  'pages.staff',
  'pages.realname',
  'pages.shopApplication',
  'pages.orders',
  'pages.orderDetail',
  'pages.orderReview',
  'pages.credit',
  'pages.help',
];

export type PackPart = 'first-screen' | 'later';

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** One part of a pack (or of a group of it, under `prefix`): the later groups, or everything else. */
export function packPart(pack: Texts, part: PackPart, prefix = ''): Texts {
  const texts: Texts = {};
  for (const [key, value] of Object.entries(pack)) {
    const path = prefix + key;
    if (LATER_GROUPS.includes(path)) {
      if (part === 'later') texts[key] = value;
    } else if (isTexts(value) && LATER_GROUPS.some((group) => group.startsWith(`${path}.`))) {
      const inner = packPart(value, part, `${path}.`);
      if (Object.keys(inner).length > 0) texts[key] = inner;
    } else if (part === 'first-screen') {
      texts[key] = value;
    }
  }
  return texts;
}
