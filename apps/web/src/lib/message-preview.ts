import { MessageFlag } from '@storefront/contract/constants';

/** What a list row says for a message that is not text. */
export interface PreviewLabels {
  picture: string;
  product: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references a sanitized body may hold (named ones above, and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A message as one line of a conversation list (issue 19, point 13): a text's words without its
 * HTML (tags dropped, a line break or a block a space, references decoded, white space folded), a
 * picture "[Picture]", a product card "[Product]". Plain text for React to render, never HTML.
 */
export function messagePreview(flag: number, body: string, labels: PreviewLabels): string {
  if (flag === MessageFlag.image) return labels.picture;
  if (flag === MessageFlag.goods) return labels.product;
  const text = body
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(br|p|div|li|ul|ol|h[1-6]|blockquote|tr|td)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    // A body cut in the middle of a tag (the list carries at most 400 characters) drops the rest.
    .replace(/<[^>]*$/, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
