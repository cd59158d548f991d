import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { Code, EMOJI_PATH } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServedPage } from '../modules/seo/seo-routes.ts';

export interface WebAppOptions {
  /** The built SPA (apps/web/dist). */
  distDir: string;
  uploadsDir: string;
  /**
   * Writes each page's head (title, description, canonical, Open Graph, JSON-LD) and a public
   * page's first screen into index.html (modules/seo/seo-routes.ts), from its cache or not.
   */
  renderPage: (
    request: FastifyRequest,
    template: string,
  ) => Promise<{ page: ServedPage; render: { hit: boolean; ms: number } }>;
}

/** br when the browser takes it, else gzip, else none ('br;q=0' and the like count as refusals). */
function htmlEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = String(accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name = '']) => name.toLowerCase());
  if (offered.includes('br')) return 'br';
  return offered.includes('gzip') ? 'gzip' : null;
}
const brotli = (html: string) =>
  brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
const gzip = (html: string) => gzipSync(html, { level: 6 });

const API_PREFIXES = ['/api/', '/service/', '/rpc/', '/io/'];
/** Folders of files only: a missing one there is a plain 404, never the SPA's page. */
const FILE_PREFIXES = ['/uploads/', '/assets/', EMOJI_PATH];
const YEAR_SECONDS = 31_536_000;

/**
 * The build's hashed assets, and the chat's emoji (`/emoji/NNN.png`, copied from apps/web/public):
 * a message keeps an emoji as that path, so a number's picture never changes.
 */
const FOREVER_FOLDERS = new Set(['assets', 'emoji']);

/**
 * Serves the built SPA: hashed assets cached for a year and sent pre-compressed, index.html for
 * every storefront route with that page's head written in (HTTP 404 for any other path, which the
 * SPA renders as 'page not found'), the chat's emoji cached for a year, and uploaded images.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8')
    : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront</title></head>' +
      '<body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>';

  if (existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const [folder = ''] = path.relative(options.distDir, filePath).split(path.sep);
        const forever = FOREVER_FOLDERS.has(folder);
        res.setHeader('cache-control', forever ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(options.uploadsDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=604800'),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || request.method !== 'GET') {
      return reply.code(404).send({ code: Code.notFound, message: 'Not found' });
    }
    if (FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const { page, render } = await options.renderPage(request, indexHtml);
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie, accept-encoding')
      .header('server-timing', `render;desc=${render.hit ? 'hit' : 'miss'};dur=${render.ms.toFixed(1)}`)
      .type('text/html; charset=utf-8');
    // @fastify/compress only wraps routes, and this handler is not one: the page (with its first
    // screen, tens of kilobytes) is compressed here, once per cached page and encoding.
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    const body = (page.encoded[encoding] ??= encoding === 'br' ? brotli(page.html) : gzip(page.html));
    return reply.header('content-encoding', encoding).send(body);
  });
}
