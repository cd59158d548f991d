// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a standard DOM (under happy-dom it keeps handlers it should drop).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PM_HTML_ATTRIBUTES, PM_HTML_TAGS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { isBlankMessage, chatPlainText, linkDestination, renderChatHtml, sanitizeChatHtml } from './chat-html.ts';

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

describe('look-alike product cards (issue 19 point 6)', () => {
  /** A text message dressed as the genuine goods card, with a picture from elsewhere and a pay link. */
  const FAKE_CARD =
    '<a class="chat-goods" style="display:flex" href="https://pay.example/checkout?order=1">' +
    '<img class="chat-goods__cover" src="https://pictures.example/shirt.webp" width="64">' +
    '<img src="/uploads/seed/goods/shirt-400.webp" srcset="https://pictures.example/x.webp 2x">' +
    '<span class="chat-goods__text"><span class="chat-goods__title">Classic shirt</span>' +
    '<span class="chat-goods__price price" data-card="1" role="link" aria-label="card">$1.00</span></span></a>';

  it('keeps no class, style or other attribute a card could be drawn with, and no picture from elsewhere', () => {
    const elements = parse(sanitizeChatHtml(FAKE_CARD));
    for (const element of elements) {
      const allowed = PM_HTML_ATTRIBUTES[element.tagName.toLowerCase()] ?? [];
      expect(element.getAttributeNames().filter((name) => !allowed.includes(name))).toEqual([]);
    }
    expect(elements.filter((element) => element.tagName === 'IMG').map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/seed/goods/shirt-400.webp',
    ]);
  });

  it('names the host of a link to another site inside the link, and nothing of a link of this site', () => {
    const html = renderChatHtml(FAKE_CARD + '<a href="/goods/detail?idx=3">ours</a>');
    const [external, own] = parse(html).filter((element) => element.tagName === 'A');
    expect(external?.textContent).toBe('Classic shirt$1.00 pay.example ↗');
    expect(external?.querySelector('.chat-link__host')?.textContent).toBe(' pay.example ↗');
    expect(own?.textContent).toBe('ours');
    // The only class in the shown HTML is the host's own, added after sanitizing.
    expect(html.match(/class="[^"]*"/g)).toEqual(['class="chat-link__host"']);
    // What is sent keeps none of it.
    expect(sanitizeChatHtml(FAKE_CARD)).not.toContain('pay.example ↗');
  });

  it('shows a look-alike host as the browser reads it, and a mail address for mailto', () => {
    expect(linkDestination('https://st\u043erefront.example/pay', 'http://localhost:3000')).toEqual({
      external: true,
      host: 'xn--strefront-12h.example',
      href: 'https://xn--strefront-12h.example/pay',
    });
    expect(linkDestination('mailto:pay@evil.example', 'http://localhost:3000')).toMatchObject({
      external: true,
      host: 'pay@evil.example',
    });
    expect(linkDestination('http://localhost:3000/goods/detail?idx=1', 'http://localhost:3000')).toEqual({
      external: false,
    });
    expect(linkDestination('/goods/detail?idx=1', 'http://localhost:3000')).toEqual({ external: false });
    expect(linkDestination('https://localhost:3000/', 'http://localhost:3000').external).toBe(true);
  });

  it('treats a message stored before these rules the same way when it is shown', () => {
    const shown = renderChatHtml(
      '<div class="chat-goods"><img src="//pictures.example/a.png">Buy <a href="http://pay.example">here</a></div>',
    );
    expect(shown).toBe(
      '<div>Buy <a href="http://pay.example" target="_blank" rel="noopener noreferrer nofollow">here<span class="chat-link__host"> pay.example<span aria-hidden="true"> ↗</span></span></a></div>',
    );
  });
});
