import {
  isSiteImageSrc,
  PM_HTML_ATTRIBUTES,
  PM_HTML_TAGS,
  PM_LINK_REL,
  PM_LINK_SCHEMES,
  PM_LINK_TARGET,
  safeLinkHref,
} from '@storefront/contract';
import { allowListSanitizer } from '../../core/html-allow-list.ts';

/*
 * The server's allow-list sanitizer for text and HTML messages (issue 12 point 4), with the
 * lists of packages/contract pm-html.ts: links are one of ours or http(s)/mailto, checked
 * strictly (`safeLinkHref`) and by scheme again; images only from the site's own uploads and
 * emoji, as same-site paths.
 */
const sanitize = allowListSanitizer({
  tags: PM_HTML_TAGS,
  attributes: PM_HTML_ATTRIBUTES,
  schemes: PM_LINK_SCHEMES,
  linkHref: safeLinkHref,
  linkRel: PM_LINK_REL,
  linkTarget: PM_LINK_TARGET,
  drop: (frame) => frame.tag === 'img' && !isSiteImageSrc(frame.attribs.src ?? ''),
});

/** The HTML a message may be stored with: only allowed elements and attributes, links and images as above. */
export function sanitizeMessageHtml(body: string): string {
  return sanitize(body);
}

/** Whether sanitized HTML shows anything: some text or an image. */
export function showsSomething(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '');
  return text.length > 0;
}
