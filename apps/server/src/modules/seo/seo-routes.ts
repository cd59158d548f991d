import { isLanguage, type Language } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { pickLanguage } from '../../i18n/server-messages.ts';
import { renderIndex } from './html.ts';
import { goodsSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './sitemap.ts';

/** The site's public address: PUBLIC_URL when set (recommended behind a proxy), else the request's. */
export function publicBase(services: AppServices, request: FastifyRequest): string {
  if (services.env.PUBLIC_URL) return services.env.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** The visitor's language: the `lang` cookie the language switcher sets, else Accept-Language. */
export function visitorLanguage(request: FastifyRequest): Language {
  const cookie = /(?:^|;\s*)lang=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const fromCookie = cookie ? decodeURIComponent(cookie) : undefined;
  return isLanguage(fromCookie) ? fromCookie : pickLanguage(undefined, request.headers['accept-language']);
}

export async function renderPage(services: AppServices, request: FastifyRequest, template: string) {
  const base = publicBase(services, request);
  const lang = visitorLanguage(request);
  const { status, head } = await services.seo.pageHead(new URL(request.url, base), base, lang);
  return { status, html: renderIndex(template, head, lang) };
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
