import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@storefront/contract';
import { startUpScripts } from './html.ts';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What a page needs beyond the start-up: its chunks (added to the start-up list) and its styles (inlined). */
export interface PageAssets {
  /** Absolute URL paths of the page's JavaScript chunks. */
  scripts: string[];
  /** The page's own CSS, inlined so the first screen paints styled without another request. */
  css: string;
}

/**
 * The built web app as the server reads it: the manifest that names each page's chunks and
 * styles. A build without a manifest (or no build at all) gives null: pages are then served
 * without a first screen, and the browser renders them.
 */
export class WebBuild {
  private readonly entryFiles: Set<string>;
  private readonly assets = new Map<string, PageAssets>();

  /**
   * @param startUp the files index.html starts with (its script and the start-up list, relative to
   *   the build), which a page's own chunks and styles leave out.
   */
  private constructor(
    private readonly distDir: string,
    private readonly manifest: Record<string, ManifestChunk>,
    startUp: readonly string[],
  ) {
    this.entryFiles = new Set([...this.closure('index.html').map((chunk) => chunk.file), ...startUp]);
  }

  static load(distDir: string): WebBuild | null {
    const file = path.join(distDir, '.vite', 'manifest.json');
    if (!existsSync(file)) return null;
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
      const startUp = startUpScripts(readFileSync(path.join(distDir, 'index.html'), 'utf8'))?.chunks ?? [];
      return new WebBuild(
        distDir,
        manifest,
        startUp.map((url) => url.replace(/^\//, '')),
      );
    } catch {
      return null;
    }
  }

  /** The chunks a chunk loads statically, itself first, each once. */
  private closure(key: string, seen = new Set<string>()): ManifestChunk[] {
    const chunk = this.manifest[key];
    if (seen.has(key) || !chunk) return [];
    seen.add(key);
    return [chunk, ...(chunk.imports ?? []).flatMap((next) => this.closure(next, seen))];
  }

  /**
   * The CSS a chunk brings, in the order Vite's loader applies it: each import's styles before
   * the chunk's own, so the cascade matches the page loaded by the app. The start-up's are linked by
   * index.html already.
   */
  private cssOf(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (seen.has(key) || !chunk || this.entryFiles.has(chunk.file)) return [];
    seen.add(key);
    const files = [...(chunk.imports ?? []).flatMap((next) => this.cssOf(next, seen)), ...(chunk.css ?? [])];
    return [...new Set(files)];
  }

  /** The chunks and CSS of a page module (its path under apps/web, e.g. `src/pages/home-page.tsx`). */
  pageAssets(moduleSrc: string): PageAssets {
    const cached = this.assets.get(moduleSrc);
    if (cached) return cached;
    const chunks = this.closure(moduleSrc);
    const scripts = chunks.filter((chunk) => !this.entryFiles.has(chunk.file)).map((chunk) => `/${chunk.file}`);
    const css = this.cssOf(moduleSrc)
      .map((file) => this.readText(file))
      .join('');
    const assets = { scripts, css };
    this.assets.set(moduleSrc, assets);
    return assets;
  }

  /**
   * The chunks of a language's texts a page waits for, for the start-up list: its pack's first part
   * (the web's src/lib/i18n/pack-parts.ts) always, and the later part or the help texts as the
   * page's routes say (with the module that loads them, lib/i18n/extra-texts.ts).
   */
  packScripts(lang: Language, texts: readonly ('later' | 'help')[]): string[] {
    const keys = [`src/locales/${lang}.json?first-screen`];
    if (texts.length > 0) keys.push('src/lib/i18n/extra-texts.ts');
    if (texts.includes('later')) keys.push(`src/locales/${lang}.json?later`);
    if (texts.includes('help')) keys.push(`src/locales/help/${lang}.json`);
    return keys.flatMap((key) =>
      this.closure(key)
        .filter((chunk) => !this.entryFiles.has(chunk.file))
        .map((chunk) => `/${chunk.file}`),
    );
  }

  private readText(file: string): string {
    try {
      return readFileSync(path.join(this.distDir, file), 'utf8').trim();
    } catch {
      return '';
    }
  }
}
