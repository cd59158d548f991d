// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeDescriptionHtml } from './description-html.ts';

describe('a description as HTML', () => {
  it('keeps bold, italic, lists, headings and safe links', () => {
    const html = sanitizeDescriptionHtml(
      '<h3>Care</h3><p><strong>Soft</strong> <em>linen</em></p><ul><li>Wash cold</li></ul><a href="https://example.com">more</a>',
    );
    expect(html).toContain('<h3>Care</h3>');
    expect(html).toContain('<strong>Soft</strong>');
    expect(html).toContain('<li>Wash cold</li>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('drops scripts, handlers, styles, images and javascript links', () => {
    const html = sanitizeDescriptionHtml(
      '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/script|onclick|style|img|onerror|javascript/);
    expect(html).toContain('<p>Hi</p>');
  });

  it('shows a plain-text description as text, its line breaks kept', () => {
    expect(sanitizeDescriptionHtml('A & B\nline two')).toBe('A &#38; B<br>line two');
  });
});
