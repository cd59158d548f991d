import type { Browser, Page } from 'playwright-core';
import { gzipSize, totalOf, type JsFile, type JsWeight } from '../../apps/web/bundle/first-visit-js.ts';

/** What only the chat's code holds: socket.io-client's engine, the private messages' events. */
const CHAT_CODE = /engine\.io|pm\.readed|pm\.subjectHistory|liveChat\.begin|liveChat\.history/;

/** Resolves once no request of the page has been in flight for `quietMs` (Playwright's networkidle fires only once per load). */
function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight++;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    settle();
  });
}

/**
 * Every script a fresh browser downloads on a first visit to `url`, as it fetches them: loaded
 * until the app has rendered (its footer is not in the server's first screen) and the network
 * is then idle. Sizes are the bodies gzip-compressed, as the build's precompressed copies.
 */
export async function firstVisitScripts(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<JsWeight> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const bodies: Promise<JsFile>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      bodies.push(
        response
          .body()
          // A worker's script is fetched by the worker: the page cannot read
          // its body, so it is fetched again, as the same file from the same server.
          .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()))
          .then((body) => ({ file, bytes: body.length, gzip: gzipSize(body), chat: CHAT_CODE.test(body.toString()) })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('footer').first().waitFor();
    await networkQuiet(page);
    const files = await Promise.all(bodies);
    return totalOf(files.sort((a, b) => b.gzip - a.gzip));
  } finally {
    await context.close();
  }
}
