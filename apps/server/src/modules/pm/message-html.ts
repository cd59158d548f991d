import {
  isSiteImageSrc,
  PM_HTML_ATTRIBUTES,
  PM_HTML_TAGS,
  PM_LINK_REL,
  PM_LINK_SCHEMES,
  PM_LINK_TARGET,
  safeLinkHref,
} from '@storefront/contract';
import sanitizeHtml from 'sanitize-html';

/*
 * The server's allow-list sanitizer for text and HTML messages (issue 12 point 4), with the
 * lists of packages/contract pm-html.ts. sanitize-html is pinned at 2.17.5: later releases need
 * Node 22.12, and the project runs on Node 20.19 too. The two advisories fixed after 2.17.5 need
 * `textarea`/`xmp` or SVG to be allowed; neither is, and a test sends every payload of the
 * security fixtures through this.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...PM_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(PM_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...PM_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Script-like elements go with their content; other unknown ones leave their text behind.
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
    // Every link opens in a new tab and tells the target nothing; its address is one of ours or
    // http(s)/mailto, checked strictly here and by scheme again after this.
    a: (tagName, attribs) => {
      const href = attribs.href === undefined ? null : safeLinkHref(attribs.href);
      return { tagName, attribs: { ...(href ? { href } : {}), rel: PM_LINK_REL, target: PM_LINK_TARGET } };
    },
  },
  // Images only from the site's own uploads and emoji, as same-site paths.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSiteImageSrc(frame.attribs.src ?? ''),
};

/** Plain text without markup or entities is already safe HTML: kept as it is, without parsing. */
const NEEDS_PARSING = /[<&]/;

/** The HTML a message may be stored with: only allowed elements and attributes, links and images as above. */
export function sanitizeMessageHtml(body: string): string {
  return NEEDS_PARSING.test(body) ? sanitizeHtml(body, OPTIONS) : body;
}

/** Whether sanitized HTML shows anything: some text or an image. */
export function showsSomething(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '');
  return text.length > 0;
}
