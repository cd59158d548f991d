import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_TAGS, isDescriptionLink, LINK_REL } from '../components/rich-text/description-html.ts';

/**
 * A product description's sanitizer in the server's render (entry-server.tsx), which has no DOM
 * to parse into: the same allow-list and link rules as components/rich-text/description-html.ts.
 */
export function sanitizeOnServer(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: DESCRIPTION_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        const kept: Record<string, string> = isDescriptionLink(href) ? { href } : {};
        return { tagName, attribs: { ...kept, target: '_blank', rel: LINK_REL } };
      },
    },
  });
}
