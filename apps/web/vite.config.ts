import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type UserConfig } from 'vite';
import { splitLanguagePacks } from './bundle/split-language-packs.ts';

/** What src/main.tsx imports dynamically as it starts, so each evaluates in a task of its own. */
const START_UP_MODULES = ['src/app/app.tsx', 'src/lib/i18n/i18n.ts'];

/**
 * Preloads the start-up modules' chunks from index.html like the entry's own, so splitting the
 * start-up costs no extra round trip (and the initial-JS budget counts them).
 */
function preloadStartUpChunks(): Plugin {
  return {
    name: 'storefront-preload-start-up-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (chunk: OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) add(imported);
          }
        };
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId?.replace(/\\/g, '/');
          if (id && START_UP_MODULES.some((module) => id.endsWith(`/${module}`))) add(chunk);
        }
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}

/**
 * Every file is compressed on its own, so many small chunks cost more than one of their sum: each
 * loses what it shares with the others. These two groups hold what every first visit loads anyway
 * (all counted in the first-visit JavaScript, apps/web/bundle/first-visit-js.ts): 144.0 kB gzip on
 * / in Chromium instead of 150.9. The libraries every page starts with, but React and React DOM:
 * they stay in the entry, so they and these evaluate in tasks of their own (one task for all cost
 * Lighthouse's blocking time on / about as much as it saved).
 */
// Only what every page runs: a library that one lazy part uses alone (the chat's list virtualizer,
// socket.io-client, DOMPurify) stays in that part's chunk.
const VENDOR =
  /node_modules[\\/](react-router|@tanstack[\\/](react-query|query-core)|use-sync-external-store|zustand)[\\/]/;

/**
 * The app's frame, with what it draws on every page from the start (footer, banner, the cart
 * handle) and all they import; the todo poll, for signed-in users only, is a chunk of its own. The language menu's flags are a chunk of their
 * own, fetched on the first move (app/layout/language-switcher.tsx). These stay lazy components, so they still render
 * after the page; only their download joins the app's.
 */
const SHELL =
  /src[\\/](app[\\/]app|app[\\/]layout[\\/](footer|guarantee-banner)|features[\\/]cart[\\/]cart-float)\.tsx$/;

/** The browser's build: the app, its chunks and the build manifest the server reads (apps/server/src/modules/seo/web-build.ts). */
const browserBuild: UserConfig = {
  plugins: [react(), splitLanguagePacks(), preloadStartUpChunks()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser the app supports preloads modules itself: the polyfill would only add weight.
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            { name: 'app', test: SHELL },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/service': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/io': { target: 'ws://localhost:3000', ws: true },
    },
  },
};

/**
 * The server's render of the public pages (src/entry-server.tsx, issue 22): `vite build --ssr`
 * writes it under dist/.vite, which the server imports and does not serve. Every library is
 * bundled in, in its production build: the render is the same in a test run (NODE_ENV=test would
 * load React's development build, several times slower) and needs nothing from node_modules.
 */
const ssrBuild: UserConfig = {
  plugins: [react(), splitLanguagePacks()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'node20',
    sourcemap: false,
    outDir: 'dist/.vite/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
  },
  ssr: { noExternal: true },
};

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : browserBuild));
