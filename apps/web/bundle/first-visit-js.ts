import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface JsFile {
  file: string;
  bytes: number;
  gzip: number;
  /** Whether it holds the chat's code (set where the body was read, e2e/support/first-visit-scripts.ts). */
  chat?: boolean;
}

export interface JsWeight {
  files: JsFile[];
  bytes: number;
  gzip: number;
}

/**
 * The budget for the JavaScript a first visit of `/` downloads, gzip: issue 22's 140 kB (150 kB
 * before it). 127.5 kB on 2026-11-30, once the app's own texts (lib/i18n/texts.ts) replaced i18next.
 */
export const FIRST_VISIT_JS_BUDGET_GZIP = 140 * 1000;

/** A file's size as sent gzip-compressed (level 9, as the build's precompressed copies). */
export const gzipSize = (content: Buffer): number => gzipSync(content, { level: 9 }).length;

export function totalOf(files: JsFile[]): JsWeight {
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The chunks of the start-up list (src/api/start-up-scripts.ts), which src/boot.ts fetches after the first paint. */
function startUpChunks(html: string): string[] {
  const json = /<script type="application\/json" id="start-up-scripts">([^<]*)<\/script>/.exec(html)?.[1];
  const list = json ? (JSON.parse(json) as { main?: unknown; chunks?: unknown }) : {};
  const urls = [list.main, ...(Array.isArray(list.chunks) ? list.chunks : [])];
  return urls.filter((url): url is string => typeof url === 'string');
}

/**
 * The same-site script URLs a served HTML page asks for: every `<script src>`, every
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">`, and the start-up list's.
 */
export function scriptUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) {
      const src = attribute(tag, 'src');
      if (src) urls.push(src);
      continue;
    }
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (href && (rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script'))) urls.push(href);
  }
  urls.push(...startUpChunks(html));
  return [...new Set(urls.filter((url) => url.startsWith('/') && !url.startsWith('//')))];
}

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript a first visit downloads, counted from the served HTML and the build: every script
 * the page asks for (see scriptUrls) and every chunk those import statically, each once. With the
 * server's first screen that is the entry, the start-up chunks, the page's route chunks and the
 * language pack. Chunks the app imports dynamically later are counted by the browser journey
 * (e2e/specs/first-visit-weight.test.ts).
 */
export function firstVisitJs(html: string, distDir: string): JsWeight {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const files = new Set<string>();
  const add = (url: string) => {
    if (files.has(url)) return;
    files.add(url);
    const key = keyOfFile.get(url);
    for (const imported of (key && manifest[key]?.imports) || []) {
      const chunk = manifest[imported];
      if (chunk) add(`/${chunk.file}`);
    }
  };
  for (const url of scriptUrls(html)) add(url);
  return totalOf(
    [...files].map((file) => {
      const content = readFileSync(path.join(distDir, file));
      return { file, bytes: content.length, gzip: gzipSize(content) };
    }),
  );
}
