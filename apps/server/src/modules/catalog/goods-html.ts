import { GOODS_HTML_ATTRIBUTES, GOODS_HTML_TAGS, GOODS_LINK_SCHEMES } from '@storefront/contract';
import sanitizeHtml from 'sanitize-html';

/*
 * The allow-list sanitizer of a product's description (issue 20 point 1), in the style of the
 * private messages' (pm/message-html.ts), with the lists of packages/contract seller-goods.ts:
 * paragraphs, line breaks, bold, italic, underline, lists, two heading levels and http(s) links
 * that open in a new tab and pass no ranking. No images, styles, classes or scripts.
 */

const LINK_REL = 'noopener noreferrer nofollow ugc';
/** Whitespace and invisible characters that could hide a scheme (`java\u200bscript:`). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
const HTTP_LINK = /^https?:\/\/[^/]/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...GOODS_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(GOODS_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...GOODS_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
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
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').replace(INVISIBLE, '');
      return {
        tagName,
        attribs: { ...(HTTP_LINK.test(href) ? { href } : {}), rel: LINK_REL, target: '_blank' },
      };
    },
  },
};

/** Plain text without markup or entities is kept as it is (a seed description, a one-liner). */
const NEEDS_PARSING = /[<&]/;

/** The description as it may be stored and shown: only the allowed elements, links as above. */
export function sanitizeGoodsHtml(html: string): string {
  return NEEDS_PARSING.test(html) ? sanitizeHtml(html, OPTIONS).trim() : html.trim();
}
