import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const LINK = /^(https?:|mailto:)/i;

/*
 * A product's description is rich text (issue 20): the server sanitizes it when it is saved, and
 * the web sanitizes it again, with this allow-list, before it shows it or edits it. Only
 * paragraphs, headings, bold, italic, lists and links to http(s) or mailto; no style, class, image
 * or script survives. Links open in a new tab and pass no referrer or ranking.
 */

export const LINK_REL = 'noopener noreferrer nofollow';
export const isDescriptionLink = (href: string): boolean => LINK.test(href.trim());

export const DESCRIPTION_TAGS = ['p', 'br', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];

let purifier: Purifier | null = null;
/** The server render's sanitizer (there is no DOM there; entry-server.tsx sets it). */
let serverSanitizer: ((html: string) => string) | null = null;

/** Sets the sanitizer the server's render uses, with the same allow-list (lib/server-sanitizer.ts). */
export function sanitizeDescriptionsWith(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

function descriptionPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isDescriptionLink(href)) node.setAttribute('href', href.trim());
    else node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', LINK_REL);
  });
  purifier = instance;
  return instance;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The HTML a description may show; a plain-text description (an older product) shows as text. */
export function sanitizeDescriptionHtml(html: string): string {
  if (!/<[a-z][\s\S]*>/i.test(html)) return escapeHtml(html).replace(/\n/g, '<br>');
  if (import.meta.env.SSR) return serverSanitizer ? serverSanitizer(html) : escapeHtml(html);
  const instance = descriptionPurifier();
  if (!instance.isSupported) return escapeHtml(html);
  return instance.sanitize(html, {
    ALLOWED_TAGS: DESCRIPTION_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
  });
}
