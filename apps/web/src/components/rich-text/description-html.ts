import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/*
 * A product's description is rich text (issue 20): the server sanitizes it when it is saved, and
 * the web sanitizes it again, with this allow-list, before it shows it or edits it. Only
 * paragraphs, headings, bold, italic, lists and links to http(s) or mailto; no style, class, image
 * or script survives. Links open in a new tab and pass no referrer or ranking.
 */

export const DESCRIPTION_TAGS = ['p', 'br', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];
const LINK = /^(https?:|mailto:)/i;

let purifier: Purifier | null = null;

function descriptionPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (LINK.test(href.trim())) node.setAttribute('href', href.trim());
    else node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  purifier = instance;
  return instance;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The HTML a description may show; a plain-text description (an older product) shows as text. */
export function sanitizeDescriptionHtml(html: string): string {
  if (!/<[a-z][\s\S]*>/i.test(html)) return escapeHtml(html).replace(/\n/g, '<br>');
  const instance = descriptionPurifier();
  if (!instance.isSupported) return escapeHtml(html);
  return instance.sanitize(html, {
    ALLOWED_TAGS: DESCRIPTION_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
  });
}
