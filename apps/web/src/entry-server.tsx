/**
 * The server's render of a public page (issue 22): the same routes, components and language pack
 * as the browser, built by Vite's SSR build (`vite build --ssr`) into dist/.vite/ssr, which the
 * server imports (apps/server/src/modules/seo/first-screen.ts). The browser hydrates the markup
 * with the query cache dehydrated here (main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { isLanguage, type Language } from '@storefront/contract';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { answerCallsWith, type ServerAnswer } from './api/query.ts';
import { queryDefaults } from './api/query-client.ts';
import { AppRoutes, AppTree } from './app/app.tsx';
import { isPublicPage } from './app/page-outlet.tsx';
import { pageNeeds } from './app/router.tsx';
import { createTexts, type Pack, type Texts } from './lib/i18n/texts.ts';
import { sanitizeDescriptionsWith } from './components/rich-text/description-html.ts';
import { sanitizeOnServer } from './lib/server-sanitizer.ts';

const packs = import.meta.glob<Pack>('./locales/*.json', { import: 'default' });
const helpPacks = import.meta.glob<Pack>('./locales/help/*.json', { import: 'default' });

/** Renders after the first one that asked for data, at most (a page's queries may depend on others' answers). */
const MAX_ROUNDS = 4;

const calls = new AsyncLocalStorage<ServerAnswer>();
answerCallsWith((path, payload) => {
  const answer = calls.getStore();
  return answer ? answer(path, payload) : Promise.resolve(null);
});
sanitizeDescriptionsWith(sanitizeOnServer);

const instances = new Map<Language, Promise<Texts>>();

/** A language's texts, all of them (every part of its pack and its help texts), made once. */
function textsOf(lang: Language): Promise<Texts> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = (async () => {
      const [pack, help] = await Promise.all([
        packs[`./locales/${lang}.json`]?.(),
        helpPacks[`./locales/help/${lang}.json`]?.(),
      ]);
      if (!pack) throw new Error(`no language pack for ${lang}`);
      return createTexts(lang, { ...pack, ...help });
    })();
    instances.set(lang, instance);
    instance.catch(() => instances.delete(lang));
  }
  return instance;
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

export interface RenderRequest {
  /** The page's path and query, e.g. `/goods/detail?idx=3`. */
  url: string;
  lang: string;
  /** Answers a call as a guest would get it, or null where the page must wait for the browser. */
  answer: ServerAnswer;
}

export interface RenderedPage {
  /** The markup of `<div id="root">`. */
  markup: string;
  /** The query cache the markup was drawn from, for the browser's hydration. */
  state: DehydratedState;
  /** The page modules' source files (their chunks and styles are in the build's manifest). */
  modules: string[];
  /** The extra texts those pages wait for in the browser (the server preloads them). */
  texts: ('later' | 'help')[];
  /** How many renders it took until no query was left to answer. */
  passes: number;
}

/**
 * A public page's first screen, or null for any other page (the account area, checkout, the
 * chats and the seller centre render in the browser only). Each render that asked for data runs
 * those queries' own functions, answered in-process, and renders again; a query the server will
 * not answer stays pending, exactly as the browser starts it.
 */
export async function renderPage({ url, lang, answer }: RenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://render.invalid');
  if (!isPublicPage(location.pathname) || !isLanguage(lang)) return null;
  const texts = await textsOf(lang);
  const client = new QueryClient({ defaultOptions: queryDefaults });
  const tried = new Set<string>();
  let markup = '';
  let passes = 0;
  await calls.run(answer, async () => {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      passes += 1;
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <AppTree client={client} texts={texts}>
            <StaticRouter location={location.pathname + location.search}>
              <AppRoutes />
            </StaticRouter>
          </AppTree>
        </StrictMode>,
        // One chunk: React then writes no inline script to swap late parts in (the CSP allows none).
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      );
      markup = await streamToString(prelude);
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter(
          (query) =>
            query.state.status === 'pending' &&
            query.state.fetchStatus === 'idle' &&
            // A disabled query (its observer's option, kept with the query's) waits in the browser too.
            (query.options as { enabled?: unknown }).enabled !== false &&
            !tried.has(query.queryHash),
        );
      if (waiting.length === 0) break;
      await Promise.all(
        waiting.map(async (query) => {
          tried.add(query.queryHash);
          try {
            await query.fetch({ ...query.options, retry: false });
          } catch {
            // Refused or not answered here: it stays pending, and the browser asks for it.
            query.reset();
          }
        }),
      );
    }
  });
  if (markup.includes('<script')) throw new Error(`the render of ${url} wrote a script`);
  return { markup, state: dehydrate(client), ...pageNeeds(location.pathname), passes };
}
