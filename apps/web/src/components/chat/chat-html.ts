import {
  isSiteImageSrc,
  PM_HTML_ATTRIBUTES,
  PM_HTML_TAGS,
  PM_LINK_REL,
  PM_LINK_TARGET,
  safeLinkHref,
} from '@storefront/contract/pm-html';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/*
 * A message's HTML is sanitized on the server when stored and again here when shown (issue 12
 * point 4), with the same allow-lists (packages/contract pm-html.ts): only those elements and
 * attributes, links to http(s), mailto or this site opening in a new tab with
 * rel="noopener noreferrer nofollow", images only from the site's uploads and emoji. No class or
 * style survives, so a text message cannot borrow the goods card's look (issue 19 point 6): the
 * genuine card is a component of its own (message-body.tsx), drawn only for flag 3.
 */

const ALL_ATTRIBUTES = [...new Set(Object.values(PM_HTML_ATTRIBUTES).flat())];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

let purifier: Purifier | null = null;

/** A DOMPurify of its own, so these hooks never touch another user of the library. */
function messagePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = PM_HTML_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (node.nodeName === 'IMG' && data.attrName === 'src' && !isSiteImageSrc(data.attrValue))
      data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = safeLinkHref(node.getAttribute('href') ?? '');
      if (href) node.setAttribute('href', href);
      else node.removeAttribute('href');
      node.setAttribute('target', PM_LINK_TARGET);
      node.setAttribute('rel', PM_LINK_REL);
    } else if (node.nodeName === 'IMG' && !node.hasAttribute('src')) {
      // An image from anywhere else is left out altogether rather than shown broken.
      node.remove();
    }
  });
  purifier = instance;
  return instance;
}

/** The HTML a text message may show (see above). */
export function sanitizeChatHtml(html: string): string {
  const instance = messagePurifier();
  // DOMPurify hands back its input where it cannot work: then the message shows as text only.
  if (!instance.isSupported) return escapeHtml(html);
  return instance.sanitize(html, {
    ALLOWED_TAGS: [...PM_HTML_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

/** Where a message link leads: this site (opened as it is) or another one, named by its host. */
export type LinkDestination = { external: false } | { external: true; host: string; href: string };

/**
 * A link's destination as the reader must see it before leaving (issue 19 point 6): a link of this
 * site is not external; any other is named by its host as the browser parses it (an IDN shows in
 * its xn-- form, so a look-alike of the site's name stays visibly different), or by the address
 * of a mailto link.
 */
export function linkDestination(href: string, origin = window.location.origin): LinkDestination {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { external: false };
  }
  if (url.origin === origin) return { external: false };
  if (url.protocol === 'mailto:') return { external: true, host: url.pathname, href: url.href };
  return { external: true, host: url.host, href: url.href };
}

/**
 * The HTML a text message shows: sanitized as above, each link to another site followed, inside
 * the link, by its destination host ("example.com ↗"), so a link's words cannot hide where it goes.
 * Only for showing: what is sent is `sanitizeChatHtml`'s output, without these additions.
 */
export function renderChatHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeChatHtml(html);
  for (const link of template.content.querySelectorAll('a[href]')) {
    const destination = linkDestination(link.getAttribute('href') ?? '');
    if (!destination.external) continue;
    const host = document.createElement('span');
    host.className = 'chat-link__host';
    host.textContent = ` ${destination.host}`;
    const arrow = document.createElement('span');
    arrow.setAttribute('aria-hidden', 'true');
    arrow.textContent = ' ↗';
    host.append(arrow);
    link.append(host);
  }
  return template.innerHTML;
}

function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = sanitizeChatHtml(html);
  return template.content;
}

/** A message's words without markup (for the live region), emoji left out. */
export function chatPlainText(html: string): string {
  const fragment = fragmentOf(html);
  // A line break or a block ends a word too.
  for (const element of fragment.querySelectorAll('br, p, div, li, blockquote, pre')) element.after(' ');
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Spec 5: a message without text (spaces do not count) and without an emoji or image is refused. */
export function isBlankMessage(html: string): boolean {
  const fragment = fragmentOf(html);
  if (fragment.querySelector('img')) return false;
  return (fragment.textContent ?? '').replace(/[\s\u00a0]/g, '') === '';
}
