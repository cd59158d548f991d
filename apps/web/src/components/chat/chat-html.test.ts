// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a standard DOM (under happy-dom it keeps handlers it should drop).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PM_HTML_ATTRIBUTES, PM_HTML_TAGS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { isBlankMessage, chatPlainText, sanitizeChatHtml } from './chat-html.ts';

const payloads = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../server/test/fixtures/xss-payloads.json'), 'utf8'),
) as { title: string; payload: string }[];

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')];
};

const TAGS: readonly string[] = PM_HTML_TAGS;

describe('sanitizeChatHtml against the XSS fixtures', () => {
  it('has the fixtures to check', () => {
    expect(payloads.length).toBeGreaterThan(100);
  });

  it.each(payloads.map((entry) => [entry.title, entry.payload]))('%s', (_title, payload) => {
    const html = sanitizeChatHtml(payload);
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<form/i);
    for (const element of parse(html)) {
      const tag = element.tagName.toLowerCase();
      expect(TAGS).toContain(tag);
      for (const attribute of element.getAttributeNames()) {
        expect(attribute).not.toMatch(/^on/i);
        expect(PM_HTML_ATTRIBUTES[tag] ?? []).toContain(attribute);
        const value = element.getAttribute(attribute) ?? '';
        expect(value.replace(/[\s\p{Cc}]/gu, '')).not.toMatch(/^(?:javascript|vbscript|data):/i);
      }
      if (tag === 'img') expect(element.getAttribute('src')).toMatch(/^\/(?:uploads|emoji)\//);
    }
  });
});

describe('sanitizeChatHtml', () => {
  it('keeps plain text and simple formatting', () => {
    expect(sanitizeChatHtml('ships <b>within 48 hours</b>')).toBe('ships <b>within 48 hours</b>');
    expect(sanitizeChatHtml('1 < 2 & 3')).toBe('1 &lt; 2 &amp; 3');
  });

  it('opens links in a new tab that learns nothing and passes no ranking', () => {
    const [link] = parse(sanitizeChatHtml('<a href="https://example.com/a" onclick="x()" style="color:red">a</a>'));
    expect(link?.getAttribute('href')).toBe('https://example.com/a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
  });

  it('drops a link address with another scheme or hidden in invisible characters, keeping the text', () => {
    for (const href of ['javascript:alert(1)', 'java\u2028script:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      const html = sanitizeChatHtml(`<a href="${href}">go</a>`);
      expect(parse(html)[0]?.hasAttribute('href'), href).toBe(false);
      expect(chatPlainText(html)).toBe('go');
    }
    expect(sanitizeChatHtml('<a href="/goods/detail?idx=3">z</a>')).toContain('href="/goods/detail?idx=3"');
  });

  it("shows images only from the site's own uploads and emoji", () => {
    for (const src of ['/uploads/u/2026/01/abcdefghijklmnop.webp', '/emoji/080.png'])
      expect(sanitizeChatHtml(`<img src="${src}" alt="">`)).toBe(`<img src="${src}" alt="">`);
    for (const src of [
      'https://evil.example/pixel.gif',
      '//evil.example/pixel.gif',
      '/uploads/../x.webp',
      '/service/v1/upload/private/2026/01/abcdefghijklmnop.webp',
      'data:image/png;base64,AAAA',
      '/emoji/1.png',
    ])
      expect(sanitizeChatHtml(`a<img src="${src}">`), src).toBe('a');
  });

  it('drops elements and attributes outside the lists', () => {
    expect(sanitizeChatHtml('<p class="x" style="color:red" id="y">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeChatHtml('<img src="/emoji/001.png" width="900" onerror="x()">')).toBe('<img src="/emoji/001.png">');
    expect(sanitizeChatHtml('<h1>big</h1><script>alert(1)</script>')).toBe('big');
  });
});

describe('isBlankMessage (spec 5: plsInputMsg)', () => {
  it('refuses nothing but spaces, line breaks and empty blocks', () => {
    for (const html of ['', '   ', '&nbsp; ', '<br>', '<div><br></div>', '<p> &nbsp;</p>', '<script>x</script>'])
      expect(isBlankMessage(html), html).toBe(true);
  });

  it('accepts text and emoji', () => {
    expect(isBlankMessage(' hi ')).toBe(false);
    expect(isBlankMessage('<img src="/emoji/001.png" alt="">')).toBe(false);
  });

  it('does not count an image from elsewhere', () => {
    expect(isBlankMessage('<img src="https://evil.example/x.png">')).toBe(true);
  });
});

describe('chatPlainText', () => {
  it('gives the words without markup', () => {
    expect(chatPlainText('Good <b>choice</b>:<br>ships <img src="/emoji/002.png" alt=""> soon')).toBe(
      'Good choice: ships soon',
    );
  });
});
