import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type UserConfig } from 'vite';
import { splitLanguagePacks } from './bundle/split-language-packs.ts';

/** The modules the app starts with: src/boot.ts imports the first, which imports the others, each evaluated in a task of its own. */
const START_UP_MODULES = ['src/main.tsx', 'src/app/app.tsx', 'src/lib/i18n/i18n.ts'];

/** The id of the list in index.html (src/api/start-up-scripts.ts). */
const START_UP_SCRIPTS_ID = 'start-up-scripts';

/**
 * Lists the start-up modules' chunks in index.html as JSON, which src/boot.ts preloads after the
 * first paint (the server adds a page's chunks to it), and links their styles as stylesheets, so
 * the first screen paints styled before any of them has loaded. The styles come in the order
 * Vite's loader would apply them: each chunk's imports' before its own.
 */
function listStartUpChunks(): Plugin {
  return {
    name: 'storefront-list-start-up-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // Each chunk after the chunks it imports, as they evaluate: src/boot.ts imports them in
        // this order up to the main module's, a task each.
        const visited = new Set<string>();
        const files: string[] = [];
        const styles = new Set<string>();
        const add = (chunk: OutputChunk) => {
          if (visited.has(chunk.fileName)) return;
          visited.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) add(imported);
          }
          files.push(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) styles.add(file);
        };
        const [main, ...others] = START_UP_MODULES.map((module) => {
          const chunk = chunks.find((item) =>
            item.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${module}`)),
          );
          if (!chunk) throw new Error(`${module} is in no chunk: src/boot.ts could not start it`);
          return chunk;
        });
        for (const chunk of [main!, ...others]) add(chunk);
        const list = { main: `/${main!.fileName}`, chunks: files.map((file) => `/${file}`) };
        const tags: HtmlTagDescriptor[] = [
          ...[...styles]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: START_UP_SCRIPTS_ID },
            children: JSON.stringify(list),
            injectTo: 'body',
          },
        ];
        // The page's script (src/boot.ts) waits for the first paint anyway: fetched at low priority,
        // it leaves the first round trips to the styles and the first screen's pictures.
        const page = html.replace(
          /<script type="module"(?![^>]*fetchpriority)/,
          '<script type="module" fetchpriority="low"',
        );
        return { html: page, tags };
      },
    },
  };
}

/**
 * Every file is compressed on its own, so many small chunks cost more than one of their sum: each
 * loses what it shares with the others. These groups hold what every first visit loads anyway (all
 * counted in the first-visit JavaScript, apps/web/bundle/first-visit-js.ts): 144.0 kB gzip on / in
 * Chromium instead of 150.9 when they came. React and React DOM are a chunk of their own, and the
 * other libraries another: src/boot.ts evaluates each start-up chunk in a task of its own (one
 * task for all was Lighthouse's longest on a product page, 111 ms of simulated time).
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

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
  plugins: [react(), splitLanguagePacks(), listStartUpChunks()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser the app supports preloads modules itself: the polyfill would only add weight.
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      // src/main.tsx is not imported by the page's script (src/boot.ts) but started by its URL.
      input: { index: 'index.html', main: 'src/main.tsx' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
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
