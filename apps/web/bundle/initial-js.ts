import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

/**
 * The JavaScript a first visit must download before the first screen: the entry script of the
 * built index.html and every chunk it preloads. Lazy route chunks are not counted.
 */
export function measureInitialJs(distDir: string): InitialJs {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build\` first`);
  const html = readFileSync(indexFile, 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  const files = [...new Set(urls)].map((url) => {
    const content = readFileSync(path.join(distDir, url));
    return { file: url, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** The budget for the first screen's JavaScript, gzip. */
export const INITIAL_JS_BUDGET_GZIP = 150 * 1000;
