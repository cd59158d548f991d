import sanitizeHtml from 'sanitize-html';

/*
 * The one allow-list HTML sanitizer the server stores user HTML through: private messages'
 * bodies (chat/message-html.ts) and products' descriptions (catalog/goods-html.ts), each with its
 * own lists from packages/contract. sanitize-html is pinned at 2.17.5: later releases need Node
 * 22.12, and the project runs on Node 20.19 too. The two advisories fixed after 2.17.5 need
 * `textarea`/`xmp` or SVG to be allowed; no list here allows them, and a test sends every payload
 * of the security fixtures through the messages' lists.
 */

export interface AllowList {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  schemes: readonly string[];
  /** A link's address as it may stay, or null to drop it (the element stays, without href). */
  linkHref(href: string): string | null;
  linkRel: string;
  linkTarget: string;
  /** Elements to drop with their content beyond the tag lists (the messages' foreign images). */
  drop?: (frame: sanitizeHtml.IFrame) => boolean;
}

/** Script-like elements go with their content; other unknown ones leave their text behind. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'template',
  'title',
];

/** Plain text without markup or entities is already safe HTML: kept as it is, without parsing. */
const NEEDS_PARSING = /[<&]/;

/** A sanitizer keeping only what `list` allows; every link opens in a new tab and tells the target nothing. */
export function allowListSanitizer(list: AllowList): (html: string) => string {
  const options: sanitizeHtml.IOptions = {
    allowedTags: [...list.tags],
    allowedAttributes: Object.fromEntries(Object.entries(list.attributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...list.schemes],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? null : list.linkHref(attribs.href);
        return { tagName, attribs: { ...(href ? { href } : {}), rel: list.linkRel, target: list.linkTarget } };
      },
    },
    ...(list.drop ? { exclusiveFilter: list.drop } : {}),
  };
  return (html) => (NEEDS_PARSING.test(html) ? sanitizeHtml(html, options) : html);
}
