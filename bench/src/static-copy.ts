import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A page without the app: its module scripts and modulepreloads go; markup, CSS, images and the inert JSON stay. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\btype=["']?module\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi, '');
}

/** Compressed as the server compresses its pages (apps/server/src/http/web-app.ts), so both weigh the same. */
function encode(html: string, accept: string | undefined): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(accept ?? '')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
    return { body: brotliCompressSync(html, { params }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept ?? '')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: Buffer.from(html) };
}

async function sendStripped(answer: IncomingMessage, accept: string | undefined, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  const { body, encoding } = encode(withoutScripts(Buffer.concat(chunks).toString('utf8')), accept);
  const headers = { ...answer.headers, 'content-length': String(body.length) };
  delete headers['content-encoding'];
  delete headers.etag;
  delete headers['transfer-encoding'];
  res.writeHead(answer.statusCode ?? 502, encoding ? { ...headers, 'content-encoding': encoding } : headers);
  res.end(body);
}

export interface StaticCopy {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The host's ceiling for a page: a node:http server that answers the given paths with the app's
 * own HTML for them, fetched afresh on each request (same server time) but without its scripts,
 * and passes every other request (assets, uploads) to the app untouched.
 */
export async function startStaticCopy(appUrl: string, pages: readonly string[]): Promise<StaticCopy> {
  const app = new URL(appUrl);
  const stripped = new Set(pages);
  const server = createServer((req, res) => {
    const page = stripped.has(req.url ?? '');
    const headers = { ...req.headers, host: app.host, ...(page ? { 'accept-encoding': 'identity' } : {}) };
    const upstream = request(
      { host: app.hostname, port: app.port, method: req.method, path: req.url, headers },
      (answer) => {
        if (page) {
          sendStripped(answer, req.headers['accept-encoding'], res).catch((error: unknown) =>
            res.destroy(error as Error),
          );
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
