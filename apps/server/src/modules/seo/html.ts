/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for a <script type="application/ld+json">: `<` never closes the script early. */
export function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  image?: string;
  type?: 'website' | 'product' | 'profile';
  structuredData?: unknown[];
  /** Links and text for crawlers that do not run scripts. */
  noscript?: string;
}

/** A query answer the web app's cache starts from: the key as its query options build it. */
export interface InlineQuery {
  key: unknown[];
  data: unknown;
}

/** What the server writes for a page's first paint, besides the head (see first-screen.ts). */
export interface FirstPaint {
  /** Markup for `<div id="root">`, built from escaped parts. */
  markup: string;
  queries: InlineQuery[];
  image?: { href: string; srcset?: string; sizes?: string };
  scripts: string[];
  css: string;
  /** The script that adds the app's scripts after the first paint; without it they load as usual. */
  starter?: string;
}

/** The id of the <template> the app's scripts wait in (apps/web/src/first-screen.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';
/** The app's entry script and modulepreloads as Vite writes them into index.html. */
const APP_SCRIPTS = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/** The id of the JSON the web app seeds its query cache from (apps/web/src/api/first-data.ts). */
export const FIRST_DATA_ID = 'first-data';

/** JSON inside a <script> data block: `<` never closes the script early or opens a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Writes a page's title, description, canonical, Open Graph and JSON-LD into index.html, and for
 * an anchor page its first screen: the LCP image's preload first in the head, the page's CSS
 * inline, its markup in #root, the answers it was drawn from as JSON, and the app's scripts
 * (with the page's chunks and language pack) parked until that screen has painted. Every
 * insertion uses a replacer function, so `$&` or `$'` in a shop's text is just text.
 */
export function renderIndex(template: string, head: PageHead, lang: string, first?: FirstPaint | null): string {
  const tags: string[] = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:site_name" content="Storefront" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:locale" content="${escapeHtml(lang.replace('-', '_'))}" />`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    ...(head.structuredData ?? []).map(jsonLd),
    ...(first?.css ? [`<style>${first.css.replace(/<\/style/gi, '<\\/style')}</style>`] : []),
  ];
  // With a first screen, the app's scripts (the entry, its chunks, the page's chunks and the
  // language pack) wait in a template until the page's main image has painted: fetched at once
  // they would compete with it, and nothing on the screen needs them to appear.
  let page = template;
  let appScripts = '';
  if (first) {
    const preloads = [...new Set(first.scripts)]
      // The entry's chunks (and the start-up chunks the web's build preloads with them) are listed already.
      .filter((src) => !template.includes(`"${src}"`))
      .map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`);
    if (first.starter) {
      const parked = (template.match(APP_SCRIPTS) ?? []).map((tag) => tag.trim());
      page = template.replace(APP_SCRIPTS, '');
      appScripts = `<template id="${APP_SCRIPTS_ID}">${[...parked, ...preloads].join('')}</template>`;
      tags.push(`<script type="module" crossorigin src="${escapeHtml(first.starter)}"></script>`);
    } else {
      tags.push(...preloads);
    }
  }
  const image = first?.image;
  const preload = image
    ? `\n    <link rel="preload" as="image" href="${escapeHtml(image.href)}"` +
      (image.srcset ? ` imagesrcset="${escapeHtml(image.srcset)}"` : '') +
      (image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '') +
      ` fetchpriority="high" />`
    : '';
  const root =
    `<div id="root">${first?.markup ?? ''}</div>` +
    (first ? `<script type="application/json" id="${FIRST_DATA_ID}">${scriptJson(first.queries)}</script>` : '') +
    appScripts +
    (head.noscript ? `<noscript>${head.noscript}</noscript>` : '');
  const htmlLang = lang === 'zh-tw' ? 'zh-TW' : lang;
  return page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${htmlLang}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => charset + preload)
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => root);
}
