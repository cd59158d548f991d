import { escapeHtml } from './html.ts';
import { icon } from './icons.ts';
import type { Translate } from './page-strings.ts';

/** What the page frame needs to draw the header, navigation and tab bar a guest sees. */
export interface ShellContext {
  t: Translate;
  /** The page's path, to mark the current navigation item and tab. */
  pathname: string;
  /** The current language's code and its name in itself (the switcher's label). */
  lang: string;
  languageName: string;
}

const LOGO_MARK =
  '<svg class="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="8" fill="#ff6a00"></rect>' +
  '<path d="M12 12.5V10a4 4 0 0 1 8 0v2.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"></path>' +
  '<path d="M8.6 12h14.8l-1 12.6a1.6 1.6 0 0 1-1.6 1.4h-9.6a1.6 1.6 0 0 1-1.6-1.4Z" fill="#fff"></path>' +
  '<path d="M13 17.2a3 3 0 0 0 6 0" fill="none" stroke="#c2410c" stroke-width="1.8" stroke-linecap="round"></path>' +
  '</svg>';

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

// The same items, in the same order, as app/layout/top-nav.tsx and mobile-tab-bar.tsx.
const NAV = [
  { to: '/', key: 'layout.nav.home', current: (p: string) => p === '/' },
  { to: '/category', key: 'layout.nav.category', current: under('/category') },
  { to: '/goods', key: 'layout.nav.goods', current: under('/goods') },
  { to: '/discounted', key: 'layout.nav.discounted', current: under('/discounted') },
  { to: '/shop/application', key: 'layout.nav.partnership', current: under('/shop/application') },
];
const TABS = [
  { to: '/', key: 'layout.tabs.home', icon: 'house', current: (p: string) => p === '/' },
  { to: '/goods', key: 'layout.tabs.goods', icon: 'layout-grid', current: under('/goods') },
  { to: '/checkout', key: 'layout.tabs.cart', icon: 'shopping-cart', current: under('/checkout') },
  {
    to: '/dashboard',
    key: 'layout.tabs.mine',
    icon: 'user-round',
    current: (p: string) => under('/dashboard')(p) || under('/mine')(p),
  },
];

function header({ t, lang, languageName }: ShellContext): string {
  const text = (key: string, values?: Record<string, string>) => escapeHtml(t(key, values));
  // Without scripts the search box still works: the form asks /search for the keyword.
  const search =
    `<form role="search" class="search-box search-box--dropdown header-search" action="/search" novalidate="">` +
    `<div class="search-box__row"><div class="search-box__box">` +
    `<input type="search" role="combobox" name="kw" class="search-box__input" placeholder="${text('layout.search.placeholder')}" aria-label="${text('layout.search.label')}" aria-autocomplete="list" aria-expanded="false" autocomplete="off" enterkeyhint="search" maxlength="100" value=""/>` +
    `<button type="submit" class="search-box__submit">${icon('search', { size: 18 })}<span class="search-box__submit-text">${text('layout.search.submit')}</span></button>` +
    `</div></div><span role="status" class="visually-hidden"></span></form>`;
  const language =
    `<div class="language-switcher"><button type="button" class="language-switcher__button" aria-label="${text('layout.header.language', { name: languageName })}" aria-haspopup="menu" aria-expanded="false">` +
    `<span class="flag flag--placeholder"></span><span class="language-switcher__name" lang="${escapeHtml(lang === 'zh-tw' ? 'zh-TW' : lang)}">${escapeHtml(languageName)}</span>` +
    `${icon('chevron-down', { size: 16, className: 'language-switcher__chevron' })}</button></div>`;
  return (
    `<header class="site-header"><div class="container site-header__bar">` +
    `<a class="logo" aria-label="${text('layout.header.homeLink')}" href="/">${LOGO_MARK}<span class="logo__word">${text('layout.header.brand')}</span></a>` +
    `<div class="site-header__search">${search}</div>` +
    `<div class="site-header__actions">${language}` +
    `<a class="site-header__link" href="/user/sign/in">${text('auth.signIn')}</a>` +
    `<a class="button button--primary site-header__signup" href="/user/sign/up">${text('auth.signUp')}</a>` +
    `</div></div></header>`
  );
}

function topNav({ t, pathname }: ShellContext): string {
  const items = NAV.map(({ to, key, current }) => {
    const on = current(pathname);
    return `<li><a class="top-nav__link${on ? ' active' : ''}"${on ? ' aria-current="page"' : ''} href="${to}">${escapeHtml(t(key))}</a></li>`;
  });
  return `<nav class="top-nav" aria-label="${escapeHtml(t('layout.nav.label'))}"><ul class="container top-nav__list">${items.join('')}</ul></nav>`;
}

function tabBar({ t, pathname }: ShellContext): string {
  const items = TABS.map((tab) => {
    const on = tab.current(pathname);
    // The app's cart tab opens the cart drawer; until it runs, the link leads to the cart's page.
    const glyph = icon(tab.icon, { size: 22, strokeWidth: on ? 2.4 : 2 });
    return (
      `<li class="mobile-tab-bar__item"><a class="mobile-tab-bar__link${on ? ' mobile-tab-bar__link--current' : ''}"${on ? ' aria-current="page"' : ''} href="${tab.to}">` +
      `${tab.to === '/checkout' ? `<span class="mobile-tab-bar__icon">${glyph}</span>` : glyph}<span>${escapeHtml(t(tab.key))}</span></a></li>`
    );
  });
  return `<nav class="mobile-tab-bar" aria-label="${escapeHtml(t('layout.tabs.label'))}"><ul class="mobile-tab-bar__list">${items.join('')}</ul></nav>`;
}

/**
 * The frame every page sits in (app/root-layout.tsx) as a guest sees it: skip link, header,
 * top navigation, the page's main content and the tab bar. Same elements and classes as the
 * React components, so the app's first render replaces it without moving anything.
 */
export function shellMarkup(context: ShellContext, main: string): string {
  return (
    `<div class="root-layout"><a href="#main" class="skip-link">${escapeHtml(context.t('layout.skipToContent'))}</a>` +
    header(context) +
    topNav(context) +
    `<main id="main" class="root-layout__main">${main}</main>` +
    tabBar(context) +
    `</div>`
  );
}
