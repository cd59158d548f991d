import { DEFAULT_LANG, isLanguage, type Language } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import { isAllowedHost } from '../../core/allowed-hosts.ts';
import { pickLanguage, translate } from '../../i18n/server-messages.ts';
import type { ApiCall } from '../../serving/api-call.ts';
import { firstScreen } from './first-screen.ts';
import { escapeHtml, renderIndex } from './html.ts';
import type { PageCache } from './page-cache.ts';
import type { RenderBudget } from './render-budget.ts';
import type { SeoService } from './seo-service.ts';
import { robotsTxt } from './sitemap.ts';
import { WebBuild } from './web-build.ts';

/** What the sitemaps and robots.txt use. */
export interface SeoRouteServices {
  env: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>;
  seo: SeoService;
}

/** A page as served: its status and HTML, and its compressed bodies once made (http/web-app.ts). */
export interface ServedPage {
  status: number;
  html: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** What a page's HTML uses: its head, the first screen answered by the API's own calls, and their cache. */
export interface PageServices extends SeoRouteServices {
  calls: readonly ApiCall[];
  pages: PageCache<ServedPage>;
  renders: RenderBudget;
}

/**
 * The site's public address: PUBLIC_URL when set (recommended behind a proxy), else the request's
 * own when its host is in ALLOWED_HOSTS; null for any other host, which then gets no page.
 * request.host reads X-Forwarded-Host only from a proxy TRUST_PROXY names.
 */
export function publicBase(services: Pick<SeoRouteServices, 'env'>, request: FastifyRequest): string | null {
  if (services.env.PUBLIC_URL) return services.env.PUBLIC_URL.replace(/\/+$/, '');
  if (!isAllowedHost(request.host, services.env.ALLOWED_HOSTS)) return null;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return `${scheme}://${request.host.toLowerCase()}`;
}

/** 421 Misdirected Request: the answer to a host the site is not served under (no links written with it). */
const MISDIRECTED = 421;

function misdirectedText(request: FastifyRequest): string {
  return translate('unknownHost', visitorLanguage(request));
}

function misdirectedPage(request: FastifyRequest): string {
  const lang = visitorLanguage(request);
  const text = escapeHtml(translate('unknownHost', lang));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${text}</title></head><body><p>${text}</p></body></html>`;
}

function cookieLanguage(request: FastifyRequest): Language | undefined {
  const cookie = /(?:^|;\s*)lang=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  let value: string | undefined;
  try {
    value = cookie ? decodeURIComponent(cookie) : undefined;
  } catch {
    value = undefined;
  }
  return isLanguage(value) ? value : undefined;
}

/** The visitor's language: the `lang` cookie the language switcher sets, else Accept-Language. */
export function visitorLanguage(request: FastifyRequest): Language {
  return cookieLanguage(request) ?? pickLanguage(undefined, request.headers['accept-language']);
}

/**
 * The language the web app will render in: the switcher stores its choice in both the browser's
 * storage and the `lang` cookie; without a choice the app starts in English. The first screen
 * is written in it, so the app's render does not swap its words.
 */
export function appLanguage(request: FastifyRequest): Language {
  return cookieLanguage(request) ?? DEFAULT_LANG;
}

const builds = new Map<string, WebBuild | null>();

/** The built web app's manifest and packs, read once per process (the build does not change under a running server). */
function webBuild(distDir: string): WebBuild | null {
  if (!builds.has(distDir)) builds.set(distDir, WebBuild.load(distDir));
  return builds.get(distDir) ?? null;
}

/** A page served without its first screen: its address spent its render budget (not cached). */
class RenderRefused extends Error {
  constructor(readonly page: ServedPage) {
    super('render budget spent');
  }
}

/**
 * A page's HTML: its head in the visitor's language and, for a public page, its first screen
 * rendered by the web app in the app's language. Pages are cached for a few seconds per address
 * and languages (page-cache.ts): every guest of a language gets the same page, and a signed-in
 * visitor's own parts render in the browser. `render` says whether it was rendered for this
 * request, and how long that took (the Server-Timing header).
 */
export async function renderPage(
  services: PageServices,
  request: FastifyRequest,
  template: string,
  distDir: string,
): Promise<{ page: ServedPage; render: { hit: boolean; ms: number } }> {
  const started = performance.now();
  const base = publicBase(services, request);
  if (base === null) {
    const page = { status: MISDIRECTED, html: misdirectedPage(request), encoded: {} };
    return { page, render: { hit: false, ms: performance.now() - started } };
  }
  const lang = visitorLanguage(request);
  const appLang = appLanguage(request);
  const url = new URL(request.url, base);
  const key = `${base} ${lang} ${appLang} ${url.pathname}${url.search}`;
  const page = async (withFirstScreen: boolean) => {
    const [{ status, head }, first] = await Promise.all([
      services.seo.pageHead(url, base, lang),
      withFirstScreen ? firstScreen(services.calls, request, url, appLang, webBuild(distDir), distDir) : null,
    ]);
    return { status, html: renderIndex(template, head, lang, status === 200 ? first : null), encoded: {} };
  };
  const { value, hit } = await services.pages
    .answer(key, async () => {
      // Past its address's budget, a page the cache lacks is rendered by the browser (not cached).
      if (!services.renders.take(request.ip)) throw new RenderRefused(await page(false));
      return page(true);
    })
    .catch((error: unknown) => {
      if (error instanceof RenderRefused) return { value: error.page, hit: false };
      throw error;
    });
  return { page: value, render: { hit, ms: performance.now() - started } };
}

export function registerSeoRoutes(app: FastifyInstance, services: SeoRouteServices): void {
  const xml = 'application/xml; charset=utf-8';
  const misdirected = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(MISDIRECTED).type('text/plain; charset=utf-8').send(misdirectedText(request));
  app.get('/robots.txt', async (request, reply) => {
    const base = publicBase(services, request);
    if (base === null) return misdirected(request, reply);
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(base));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const base = publicBase(services, request);
    if (base === null) return misdirected(request, reply);
    return reply.type(xml).send(await services.seo.sitemapIndex(base));
  });
  app.get('/sitemap-pages.xml', async (request, reply) => {
    const base = publicBase(services, request);
    if (base === null) return misdirected(request, reply);
    return reply.type(xml).send(await services.seo.pagesSitemap(base));
  });
  app.get<{ Params: { part: string } }>('/sitemap-goods-:part.xml', async (request, reply) => {
    const base = publicBase(services, request);
    if (base === null) return misdirected(request, reply);
    const body = await services.seo.goodsSitemap(base, Number(request.params.part));
    if (body === null) return reply.code(404).type('text/plain').send('Not found');
    return reply.type(xml).send(body);
  });
}
