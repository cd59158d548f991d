import { EMOJI_COUNT, EMOJI_PATH } from './constants.ts';

/*
 * What an HTML message may hold (spec 2.4, issue 12 point 4), declared once: the server keeps only
 * this when it stores a message, and the web sanitizes again with the same lists when it shows one.
 * No styles, no classes, no forms, no media but images, no SVG or MathML, no raw-text elements.
 */

/** Elements a message keeps; any other is dropped (its text stays, except in script-like ones). */
export const PM_HTML_TAGS = [
  'p',
  'div',
  'span',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
] as const;

/** Attributes each element keeps; every other attribute (event handlers, style) is dropped. */
export const PM_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
};

/** Link schemes a message may point at. */
export const PM_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every link of a message opens in a new tab, tells the target nothing and passes no ranking. */
export const PM_LINK_REL = 'noopener noreferrer nofollow';
export const PM_LINK_TARGET = '_blank';

/** Whitespace and invisible characters a browser may skip or that hide a scheme (`\u2028javascript:`). */
// Control characters are exactly what this looks for.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
const LINK_SCHEME = new RegExp(`^(?:${PM_LINK_SCHEMES.join('|')}):`, 'i');

/**
 * The address a message link may keep, or null: an http, https or mailto URL, or a path of this
 * site (`/...`, not `//host`), with every whitespace and invisible character taken out first, so
 * nothing can hide another scheme behind them.
 */
export function safeLinkHref(href: string): string | null {
  const cleaned = href.replace(INVISIBLE, '');
  if (LINK_SCHEME.test(cleaned)) return cleaned;
  if (cleaned.startsWith('/') && !cleaned.startsWith('//') && !cleaned.includes('\\')) return cleaned;
  return null;
}

/** Public uploads of this site (seed pictures, user uploads): `/uploads/<folders>/<name>.<ext>`. */
const SITE_UPLOAD = /^\/uploads\/(?:[A-Za-z0-9_-]+\/)+[A-Za-z0-9_.-]+\.(?:webp|jpg|jpeg|png|gif|avif)$/;
const EMOJI = new RegExp(`^${EMOJI_PATH.replace(/\//g, '\\/')}(\\d{3})\\.png$`);
/** One of the picker's images: `emojiUrl(1)` … `emojiUrl(EMOJI_COUNT)`, nothing past them. */
function isEmojiSrc(src: string): boolean {
  const n = Number(EMOJI.exec(src)?.[1] ?? 0);
  return n >= 1 && n <= EMOJI_COUNT;
}

/**
 * Whether an image address may show inside an HTML message: only the site's own public uploads
 * and emoji, as same-site paths (no scheme, no host, no `..`), so a message cannot make the
 * reader's browser fetch from elsewhere.
 */
export function isSiteImageSrc(src: string): boolean {
  if (src.includes('..') || src.includes('//')) return false;
  return SITE_UPLOAD.test(src) || isEmojiSrc(src);
}
