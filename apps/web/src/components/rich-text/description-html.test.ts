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

describe('the browser sanitizer against known tricks', () => {
  const cases = [
    '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<a href=" javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><a href="data:text/html,<script>alert(1)</script>">z</a>',
    '<p><!--<img src=x onerror=alert(1)>--></p><template><img src=x onerror=alert(1)></template>',
    '<div><iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x"></object></div>',
    '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  ];
  it.each(cases)('leaves nothing that runs or loads: %s', (input) => {
    const html = sanitizeDescriptionHtml(input);
    // Parsed again (as innerHTML does), only allowed elements with their own attributes come back.
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const element of container.querySelectorAll('*')) {
      expect(['p', 'br', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']).toContain(
        element.localName,
      );
      for (const attribute of element.attributes) expect(['href', 'target', 'rel']).toContain(attribute.name);
      const href = element.getAttribute('href');
      if (href !== null) expect(href).toMatch(/^(https?:|mailto:)/i);
    }
    // Reading the result again gives the same result: nothing changes meaning on a second parse.
    expect(sanitizeDescriptionHtml(html)).toBe(html);
  });

  it('keeps the text of an element it does not allow, and drops a script with its text', () => {
    expect(sanitizeDescriptionHtml('<div><span>Soft</span> linen<script>alert(1)</script></div>')).toBe('Soft linen');
  });
});
