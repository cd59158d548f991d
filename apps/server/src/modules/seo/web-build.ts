import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@storefront/contract';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type WebPack = Record<string, unknown>;

/** What a page needs beyond the entry: its chunks (modulepreload) and its styles (inlined). */
export interface PageAssets {
  /** Absolute URL paths of the page's JavaScript chunks. */
  scripts: string[];
  /** The page's own CSS, inlined so the first screen paints styled without another request. */
  css: string;
}

/**
 * The built web app as the server reads it: the manifest that names each page's chunks and
 * styles, and the language packs (copied under `.vite/locales` by the web's Vite config). A
 * build without a manifest (or no build at all) gives null: pages are then served without a
 * first screen, as before.
 */
export class WebBuild {
  private readonly entryFiles: Set<string>;
  private readonly assets = new Map<string, PageAssets>();
  private readonly packs = new Map<Language, WebPack | null>();

  private constructor(
    private readonly distDir: string,
    private readonly manifest: Record<string, ManifestChunk>,
  ) {
    this.entryFiles = new Set(this.closure('index.html').map((chunk) => chunk.file));
  }

  /**
   * The starter of pages with a first screen (apps/web/src/first-screen.ts): it adds the app's
   * scripts once the page's main image has painted. Undefined in a build without it.
   */
  firstScreenScript(): string | undefined {
    const chunk = this.manifest['src/first-screen.ts'];
    return chunk ? `/${chunk.file}` : undefined;
  }

  static load(distDir: string): WebBuild | null {
    const file = path.join(distDir, '.vite', 'manifest.json');
    if (!existsSync(file)) return null;
    try {
      return new WebBuild(distDir, JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
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
   * the chunk's own, so the cascade matches the page loaded by the app. The entry's are already linked.
   */
  private cssOf(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (seen.has(key) || !chunk || key === 'index.html') return [];
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
   * The chunks of a language pack's parts (the web's src/lib/i18n/pack-parts.ts), for
   * modulepreloads: the app waits for its first part before rendering, and a product's or a
   * shop's route for the later part too.
   */
  packScripts(lang: Language, withLater: boolean): string[] {
    const parts = withLater ? ['first-screen', 'later'] : ['first-screen'];
    return parts.flatMap((part) => {
      const chunk = this.manifest[`src/locales/${lang}.json?${part}`];
      return chunk ? [`/${chunk.file}`] : [];
    });
  }

  /** A language pack's texts, for the server-written first screen. */
  pack(lang: Language): WebPack | null {
    if (!this.packs.has(lang)) {
      const file = path.join(this.distDir, '.vite', 'locales', `${lang}.json`);
      this.packs.set(lang, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as WebPack) : null);
    }
    return this.packs.get(lang) ?? null;
  }

  private readText(file: string): string {
    try {
      return readFileSync(path.join(this.distDir, file), 'utf8').trim();
    } catch {
      return '';
    }
  }
}
