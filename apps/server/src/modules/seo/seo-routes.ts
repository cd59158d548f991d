import { DEFAULT_LANG, isLanguage, type Language } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { pickLanguage } from '../../i18n/server-messages.ts';
import { firstScreen } from './first-screen.ts';
import { renderIndex } from './html.ts';
import { goodsSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './sitemap.ts';
import { WebBuild } from './web-build.ts';

/** The site's public address: PUBLIC_URL when set (recommended behind a proxy), else the request's. */
export function publicBase(services: AppServices, request: FastifyRequest): string {
  if (services.env.PUBLIC_URL) return services.env.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
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

export async function renderPage(services: AppServices, request: FastifyRequest, template: string, distDir: string) {
  const base = publicBase(services, request);
  const lang = visitorLanguage(request);
  const url = new URL(request.url, base);
  const [{ status, head }, first] = await Promise.all([
    services.seo.pageHead(url, base, lang),
    firstScreen(services, request, url, appLanguage(request), webBuild(distDir)),
  ]);
  return { status, html: renderIndex(template, head, lang, status === 200 ? first : null) };
}

export function registerSeoRoutes(app: FastifyInstance, services: AppServices): void {
  const xml = 'application/xml; charset=utf-8';
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicBase(services, request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply.type(xml).send(await sitemapIndex(services.db, publicBase(services, request))),
  );
  app.get('/sitemap-pages.xml', async (request, reply) =>
    reply.type(xml).send(await pagesSitemap(services.db, publicBase(services, request))),
  );
  app.get<{ Params: { part: string } }>('/sitemap-goods-:part.xml', async (request, reply) => {
    const body = await goodsSitemap(services.db, publicBase(services, request), Number(request.params.part));
    if (body === null) return reply.code(404).type('text/plain').send('Not found');
    return reply.type(xml).send(body);
  });
}
