import { readFileSync } from 'node:fs';
import {
  EMOJI_COUNT,
  emojiUrl,
  isSiteImageSrc,
  PM_HTML_ATTRIBUTES,
  PM_HTML_TAGS,
  PM_LINK_REL,
  PM_LINK_TARGET,
} from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml, showsSomething } from './message-html.ts';

/** The shared security payloads (test/fixtures/README.md): each tries to run script. */
const payloads = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/xss-payloads.json', import.meta.url), 'utf8'),
) as Array<{ title: string; payload: string }>;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Every tag and attribute of sanitized HTML. sanitize-html writes attributes double-quoted with
 * `"` escaped, and text with `<` escaped, so a plain scan of its output is exact.
 */
function tagsOf(html: string): Array<{ name: string; attributes: Record<string, string> }> {
  const tags: Array<{ name: string; attributes: Record<string, string> }> = [];
  for (const match of html.matchAll(/<([a-zA-Z][^\s/>]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? '').matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g))
      attributes[attribute[1]!.toLowerCase()] = decode(attribute[2] ?? '');
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

describe('sanitizeMessageHtml (issue 12 point 4)', () => {
  it(`keeps nothing that can run script of any of the ${payloads.length} security payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(127);
    const allowedTags = new Set<string>(PM_HTML_TAGS);
    for (const { title, payload } of payloads) {
      const html = sanitizeMessageHtml(payload);
      const where = `${title}: ${html}`;
      // Every "<" left is a tag we allow: the rest was escaped as text.
      expect(html.split('<').length - 1, where).toBe((html.match(/<\/?[a-zA-Z]/g) ?? []).length);
      for (const tag of tagsOf(html)) {
        expect(allowedTags.has(tag.name), where).toBe(true);
        const allowedAttributes = PM_HTML_ATTRIBUTES[tag.name] ?? [];
        for (const [name, value] of Object.entries(tag.attributes)) {
          expect(allowedAttributes, where).toContain(name);
          if (name === 'href') expect(value.trim(), where).toMatch(/^(?:https?:|mailto:|[^:]*$)/i);
          if (name === 'src') expect(isSiteImageSrc(value), where).toBe(true);
        }
        if (tag.name === 'a') expect(tag.attributes, where).toMatchObject({ rel: PM_LINK_REL, target: PM_LINK_TARGET });
      }
      expect(html, where).not.toMatch(/javascript:|<script|<svg|<math|<iframe|<style|\son\w+=/i);
      // Stable: cleaning again changes nothing, so no markup "mutates" into something else.
      expect(sanitizeMessageHtml(html), where).toBe(html);
    }
  });

  it('keeps the formatting a rich-text message uses', () => {
    const html = '<p><b>Bold</b>, <i>italic</i>, <u>under</u><br></p><ul><li>one</li></ul><img src="/emoji/012.png">';
    expect(sanitizeMessageHtml(html)).toBe(
      '<p><b>Bold</b>, <i>italic</i>, <u>under</u><br /></p><ul><li>one</li></ul><img src="/emoji/012.png" />',
    );
  });

  it('makes every link open in a new tab with rel noopener noreferrer nofollow, dropping unsafe targets', () => {
    expect(sanitizeMessageHtml('<a href="https://shop.example/x" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://shop.example/x" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    for (const href of [
      'data:text/html,hi',
      'java\tscript:alert(1)',
      '\u2028javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
    ])
      expect(sanitizeMessageHtml(`<a href="${href}">y</a>`), href).toBe(
        '<a rel="noopener noreferrer nofollow" target="_blank">y</a>',
      );
    expect(sanitizeMessageHtml('<a href="/goods/detail?idx=3">z</a>')).toContain('href="/goods/detail?idx=3"');
  });

  it("shows images only from the site's own uploads and emoji", () => {
    for (const src of [
      '/uploads/seed/goods/shirt-400.webp',
      '/uploads/u/2026/01/abcdefghijklmnop.webp',
      emojiUrl(1),
      emojiUrl(EMOJI_COUNT),
    ])
      expect(sanitizeMessageHtml(`<img src="${src}">`)).toBe(`<img src="${src}" />`);
    for (const src of [
      'https://evil.example/pixel.gif',
      '//evil.example/pixel.gif',
      '/uploads/../private-uploads/x.webp',
      '/service/v1/upload/private/2026/01/abcdefghijklmnop.webp',
      'data:image/png;base64,AAAA',
      '/emoji/1.png',
      '/emoji/000.png',
      emojiUrl(EMOJI_COUNT + 1),
      '/emoji/999.png',
      '/emoji/001.png?x',
    ])
      expect(sanitizeMessageHtml(`a<img src="${src}">`), src).toBe('a');
  });

  it('leaves plain text as it is and escapes markup-looking text', () => {
    expect(sanitizeMessageHtml('Price > 10? Yes')).toBe('Price > 10? Yes');
    expect(sanitizeMessageHtml('1 < 2 & 3')).toBe('1 &lt; 2 &amp; 3');
  });

  it('tells an empty message from one that shows something', () => {
    expect(showsSomething(sanitizeMessageHtml('<script>x</script><p> &nbsp;</p>'))).toBe(false);
    expect(showsSomething(sanitizeMessageHtml('<img src="/emoji/001.png">'))).toBe(true);
    expect(showsSomething('hi')).toBe(true);
  });
});
