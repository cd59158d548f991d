import { describe, expect, it } from 'vitest';
import { firstDataJson } from './first-screen.ts';
import { renderIndex, startUpScripts, type FirstPaint } from './html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Storefront</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head>
  <body>
    <div id="root"></div>
    <script type="application/json" id="start-up-scripts">{"main":"/assets/main-1.js","chunks":["/assets/main-1.js","/assets/vendor-1.js"]}</script>
  </body>
</html>
`;

const head = { title: "A $' b $& c $1", description: 'd', canonical: 'https://shop.test/' };
const data = { lang: 'en', state: { title: "</script><script>alert(1)</script> $' $& <!-- \u2028" } };
const first: FirstPaint = {
  markup: "<main>$' $& $1</main>",
  data: firstDataJson(data),
  scripts: ['/assets/home-1.js'],
  css: '.a{b:c}</style><img src=x onerror=alert(2)>',
};

describe('renderIndex', () => {
  it("takes `$'`, `$&` and `$1` in a page's markup and data literally", () => {
    const html = renderIndex(TEMPLATE, head, 'en', first);
    expect(html).toContain('<div id="root"><main>$\' $& $1</main></div>');
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('keeps inlined data and styles from closing their element', () => {
    const html = renderIndex(TEMPLATE, head, 'en', first);
    expect(html).not.toContain('<script>alert');
    const json = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(data);
    expect(json).not.toMatch(/[<\u2028]/);
    // Inside <style> only `</style` could end the text early; the rest is inert text.
    expect(html).toContain('<style>.a{b:c}<\\/style><img src=x onerror=alert(2)></style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("keeps the app's script in the head, lists the page's chunks to start with and holds the paint for the data", () => {
    const html = renderIndex(TEMPLATE, head, 'en', first);
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(headPart).toContain('<link rel="expect" href="#first-data" blocking="render">');
    // Nothing is fetched before the first paint but the page's script: the chunks wait in the list.
    expect(html).not.toContain('modulepreload');
    expect(startUpScripts(html)).toEqual({
      main: '/assets/main-1.js',
      chunks: ['/assets/main-1.js', '/assets/vendor-1.js', '/assets/home-1.js'],
    });
    // A chunk the start-up lists already is listed once.
    const again = renderIndex(TEMPLATE, head, 'en', { ...first, scripts: ['/assets/vendor-1.js'] });
    expect(startUpScripts(again)?.chunks).toEqual(['/assets/main-1.js', '/assets/vendor-1.js']);
  });

  it('keeps a chunk URL from closing the list early', () => {
    const html = renderIndex(TEMPLATE, head, 'en', { ...first, scripts: ['/assets/</script><script>alert(3)//.js'] });
    expect(html).not.toContain('<script>alert');
    expect(startUpScripts(html)?.chunks).toContain('/assets/</script><script>alert(3)//.js');
  });

  it('changes nothing but the head for a page without a first screen', () => {
    const html = renderIndex(TEMPLATE, head, 'de', null);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).not.toContain('first-data');
  });
});
