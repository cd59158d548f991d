import { GOODS_HTML_ATTRIBUTES, GOODS_HTML_TAGS, GOODS_LINK_SCHEMES } from '@storefront/contract';
import { allowListSanitizer } from '../../core/html-allow-list.ts';

/*
 * The allow-list sanitizer of a product's description (issue 20 point 1), with the lists of
 * packages/contract seller-goods.ts: paragraphs, line breaks, bold, italic, underline, lists, two
 * heading levels and http(s) links that open in a new tab and pass no ranking. No images, styles,
 * classes or scripts.
 */

/** Whitespace and invisible characters that could hide a scheme (`java\u200bscript:`). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
const HTTP_LINK = /^https?:\/\/[^/]/i;

const sanitize = allowListSanitizer({
  tags: GOODS_HTML_TAGS,
  attributes: GOODS_HTML_ATTRIBUTES,
  schemes: GOODS_LINK_SCHEMES,
  linkHref: (raw) => {
    const href = raw.replace(INVISIBLE, '');
    return HTTP_LINK.test(href) ? href : null;
  },
  linkRel: 'noopener noreferrer nofollow ugc',
  linkTarget: '_blank',
});

/** The description as it may be stored and shown: only the allowed elements, links as above. */
export function sanitizeGoodsHtml(html: string): string {
  return sanitize(html).trim();
}
