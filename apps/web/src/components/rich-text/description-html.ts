const LINK = /^(https?:|mailto:)/i;

/*
 * A product's description is rich text (issue 20): the server sanitizes it when it is saved, and
 * the web sanitizes it again, with this allow-list, before it shows it or edits it. Only
 * paragraphs, headings, bold, italic, lists and links to http(s) or mailto; no style, class, image
 * or script survives. Links open in a new tab and pass no referrer or ranking.
 *
 * In the browser the description is parsed by the browser's own parser into an inert document
 * (DOMParser: nothing in it runs or loads) and a new tree is built from it: an allowed element
 * becomes a new element of the same name with only the attributes set here, text stays text, any
 * other element gives its text only (its content dropped for those below, as sanitize-html and
 * DOMPurify do). The result is that new tree's HTML, so nothing of the input's markup is passed
 * on: only the allowed names and escaped text. (DOMPurify did this on 11 kB gzip of the product
 * page's first visit; the server's render uses sanitize-html, lib/server-sanitizer.ts.)
 */

export const LINK_REL = 'noopener noreferrer nofollow';
export const isDescriptionLink = (href: string): boolean => LINK.test(href.trim());

export const DESCRIPTION_TAGS = ['p', 'br', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];

/** The server render's sanitizer (there is no DOM there; entry-server.tsx sets it). */
let serverSanitizer: ((html: string) => string) | null = null;

/** Sets the sanitizer the server's render uses, with the same allow-list (lib/server-sanitizer.ts). */
export function sanitizeDescriptionsWith(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/** Elements whose content is not text to show: dropped whole. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'option',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Builds into `into`, from `from`'s children, the allowed elements and the text (see above). */
function rebuild(from: Node, into: Element): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.append(document.createTextNode(node.textContent ?? ''));
      continue;
    }
    // Comments and anything else that is not an element go.
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const name = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED.has(name)) continue;
    if (!DESCRIPTION_TAGS.includes(name)) {
      rebuild(element, into);
      continue;
    }
    const copy = document.createElement(name);
    if (name === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (isDescriptionLink(href)) copy.setAttribute('href', href);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', LINK_REL);
    }
    rebuild(element, copy);
    into.append(copy);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The HTML a description may show; a plain-text description (an older product) shows as text. */
export function sanitizeDescriptionHtml(html: string): string {
  if (!/<[a-z][\s\S]*>/i.test(html)) return escapeHtml(html).replace(/\n/g, '<br>');
  if (import.meta.env.SSR) return serverSanitizer ? serverSanitizer(html) : escapeHtml(html);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const built = document.createElement('div');
  rebuild(parsed.body, built);
  return built.innerHTML;
}
