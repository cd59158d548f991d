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

/** What the server writes for a page's first paint, besides the head (see first-screen.ts). */
export interface FirstPaint {
  /** The markup of `<div id="root">`, rendered by the web app's components (React escapes every text). */
  markup: string;
  /** The language and the query cache it was drawn from, as JSON safe inside a script element. */
  data: string;
  /** The page's chunks and language texts, added to the start-up list (started after the first paint). */
  scripts: string[];
  /** The page's own CSS, inlined so the first screen paints styled. */
  css: string;
}

/** The id of the JSON the web app hydrates from (apps/web/src/api/first-data.ts). */
export const FIRST_DATA_ID = 'first-data';

/** The id of the JSON list of the app's start-up scripts in index.html (apps/web/src/api/start-up-scripts.ts). */
export const START_UP_SCRIPTS_ID = 'start-up-scripts';

/** The app's main module and the chunks its start-up needs, as the web's build lists them in index.html. */
export interface StartUpScripts {
  main: string;
  chunks: string[];
}

const START_UP_ELEMENT = new RegExp(`<script type="application/json" id="${START_UP_SCRIPTS_ID}">([^<]*)</script>`);

/** The start-up list of an index.html, or null in a template without one. */
export function startUpScripts(template: string): StartUpScripts | null {
  const json = START_UP_ELEMENT.exec(template)?.[1];
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<StartUpScripts>;
    return typeof value.main === 'string' && Array.isArray(value.chunks)
      ? { main: value.main, chunks: value.chunks.filter((chunk): chunk is string => typeof chunk === 'string') }
      : null;
  } catch {
    return null;
  }
}

/** The template with a page's chunks added to its start-up list, each once. */
function withPageScripts(template: string, scripts: readonly string[]): string {
  const list = startUpScripts(template);
  if (!list) return template;
  const chunks = [...new Set([...list.chunks, ...scripts])];
  // As in jsonLd: a `<` never closes the script early.
  const json = JSON.stringify({ main: list.main, chunks }).replace(/</g, '\\u003c');
  return template.replace(
    START_UP_ELEMENT,
    () => `<script type="application/json" id="${START_UP_SCRIPTS_ID}">${json}</script>`,
  );
}

/**
 * Writes a page's title, description, canonical, Open Graph and JSON-LD into index.html, and for
 * a public page its first screen: the page's CSS inline, its chunks in the start-up list (the app
 * fetches them once the page has painted, apps/web/src/boot.ts), the rendered markup in #root and
 * the data it was drawn from in a JSON script element, which never runs. Every insertion uses a
 * replacer function, so `$&` or `$'` in a shop's text is just text.
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
  if (first) {
    // The page is not painted half-parsed: the markup and its data arrive first (a late part
    // would show a logo without its word on a slow connection).
    tags.push(`<link rel="expect" href="#${FIRST_DATA_ID}" blocking="render">`);
  }
  const root =
    `<div id="root">${first?.markup ?? ''}</div>` +
    (first ? `<script type="application/json" id="${FIRST_DATA_ID}">${first.data}</script>` : '') +
    (head.noscript ? `<noscript>${head.noscript}</noscript>` : '');
  const htmlLang = lang === 'zh-tw' ? 'zh-TW' : lang;
  return (first ? withPageScripts(template, first.scripts) : template)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${htmlLang}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => root);
}
