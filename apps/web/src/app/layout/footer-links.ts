/** A footer entry: an in-app route, an outside address (mailto, app stores), or plain text. */
export type FooterEntry = { key: string; to: string } | { key: string; href: string } | { key: string; text: true };

export interface FooterColumn {
  key: string;
  entries: FooterEntry[];
}

export const SUPPORT_EMAIL = 'support@storefront.example';

/** Adds `flag=1` to the app downloader address, with `?` or `&` as the address needs (spec 2.8). */
export function appDownloadUrl(base: string, flag: 'buyer' | 'seller'): string {
  const [address = '', hash] = base.split('#', 2);
  const separator = !address.includes('?') ? '?' : /[?&]$/.test(address) ? '' : '&';
  return `${address}${separator}${flag}=1${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The footer's link columns (spec 2.8). Orders, about, careers and news have no target in the
 * spec, so they are plain text; the app links wait for the server's downloader address.
 */
export function footerColumns(appDownloader: string | undefined): FooterColumn[] {
  const app = (flag: 'buyer' | 'seller', key: string): FooterEntry =>
    appDownloader ? { key, href: appDownloadUrl(appDownloader, flag) } : { key, text: true };
  return [
    {
      key: 'customerService',
      entries: [
        { key: 'home', to: '/' },
        { key: 'goods', to: '/goods' },
        { key: 'checkout', to: '/checkout' },
        { key: 'contact', href: `mailto:${SUPPORT_EMAIL}` },
      ],
    },
    {
      key: 'policies',
      entries: [
        { key: 'privacy', to: '/help/privacy' },
        { key: 'returns', to: '/help/returns' },
        { key: 'shipping', to: '/help/shipping' },
        { key: 'seller', to: '/help/seller' },
      ],
    },
    {
      key: 'userCentre',
      entries: [
        { key: 'account', to: '/dashboard' },
        { key: 'orders', text: true },
        { key: 'signUp', to: '/user/sign/up' },
        { key: 'signIn', to: '/user/sign/in' },
        { key: 'openShop', to: '/shop/application' },
      ],
    },
    {
      key: 'about',
      entries: [
        { key: 'aboutUs', text: true },
        { key: 'careers', text: true },
        { key: 'news', text: true },
        app('buyer', 'buyerApp'),
        app('seller', 'sellerApp'),
      ],
    },
  ];
}
