import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Code, type Language, type RequestContext } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/api-error.ts';
import type { ApiCall } from '../../serving/api-call.ts';
import type { FirstPaint } from './html.ts';
import type { WebBuild } from './web-build.ts';

/** A call's answer as the web app reads it (its `fetchData`), or null where the browser must ask. */
type Answer = (path: string, payload: unknown) => Promise<{ code: number; message: string; data?: unknown } | null>;

/** The web app's server render (apps/web/src/entry-server.tsx), as its SSR build exports it. */
export interface WebRender {
  renderPage(request: { url: string; lang: string; answer: Answer }): Promise<{
    markup: string;
    state: unknown;
    modules: string[];
    texts: ('later' | 'help')[];
    passes: number;
  } | null>;
}

const renders = new Map<string, Promise<WebRender | null>>();

/** The web's SSR build (dist/.vite/ssr/entry-server.js), imported once per process; null without a build. */
export function webRender(distDir: string): Promise<WebRender | null> {
  let render = renders.get(distDir);
  if (!render) {
    const file = path.join(distDir, '.vite', 'ssr', 'entry-server.js');
    render = existsSync(file) ? (import(pathToFileURL(file).href) as Promise<WebRender>) : Promise.resolve(null);
    renders.set(distDir, render);
  }
  return render;
}

/**
 * Answers the render's calls exactly as POST /api/v1/<path> would answer a guest: the same schema
 * fills in the defaults, the same handler reads the data. Only guest calls that write nothing
 * (no write limit) are answered; any other gives null, and that query waits for the browser.
 */
export function guestAnswers(calls: readonly ApiCall[], request: FastifyRequest, lang: Language): Answer {
  const context: RequestContext = { lang, utc: 0, timezone: 'UTC', path: request.url, referer: '', biz: 1 };
  return async (callPath, payload) => {
    const call = calls.find((candidate) => candidate.path === callPath);
    if (!call || call.access !== 'guest' || call.writeLimit) return null;
    const parsed = call.endpoint.payload.safeParse(payload);
    if (!parsed.success) return null;
    try {
      const result = await call.handle({
        payload: parsed.data,
        principal: null,
        context,
        lang,
        ip: request.ip,
        request,
      });
      return { code: result.code ?? Code.ok, message: String(result.message ?? ''), data: result.data };
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, message: error.message };
      throw error;
    }
  };
}

/** JSON in a non-executing script: `<`, U+2028 and U+2029 never end it or break a parser. */
export const firstDataJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A public page's first screen, rendered by the web app's own components in `lang` (the language
 * the app will hydrate in), with the query cache it was drawn from; null for a page the browser
 * renders alone, without a build, or when the render fails (logged: the browser then renders it).
 */
export async function firstScreen(
  calls: readonly ApiCall[],
  request: FastifyRequest,
  url: URL,
  lang: Language,
  build: WebBuild | null,
  distDir: string,
): Promise<FirstPaint | null> {
  const render = build && (await webRender(distDir));
  if (!render || !build) return null;
  let page: Awaited<ReturnType<WebRender['renderPage']>>;
  try {
    page = await render.renderPage({
      url: url.pathname + url.search,
      lang,
      answer: guestAnswers(calls, request, lang),
    });
  } catch (error) {
    request.log.error({ err: error, url: url.pathname }, 'first screen render failed');
    return null;
  }
  if (!page) return null;
  // The frame's styles (header, footer, banner) are the entry's, linked by index.html already.
  const assets = page.modules.map((module) => build.pageAssets(module));
  return {
    markup: page.markup,
    data: firstDataJson({ lang, state: page.state }),
    scripts: [...new Set([...build.packScripts(lang, page.texts), ...assets.flatMap((a) => a.scripts)])],
    css: assets.map((a) => a.css).join(''),
  };
}
