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

/** Writes a page's title, description, canonical, Open Graph and JSON-LD into index.html. */
export function renderIndex(template: string, head: PageHead, lang: string): string {
  const tags = [
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
  ].join('\n    ');
  const htmlLang = lang === 'zh-tw' ? 'zh-TW' : lang;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${tags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div>${head.noscript ? `<noscript>${head.noscript}</noscript>` : ''}`,
    );
}
