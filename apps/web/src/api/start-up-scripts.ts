/**
 * Where index.html lists the app's start-up (written by the web's Vite build, which the server
 * adds a page's own chunks to, apps/server/src/modules/seo/html.ts): src/boot.ts preloads the
 * chunks and imports the main module once the first screen has painted.
 */
export const START_UP_SCRIPTS_ID = 'start-up-scripts';

export interface StartUpScripts {
  /** The app's main module (src/main.tsx as built). */
  main: string;
  /**
   * Every chunk the start-up and the page need: first the main module's and those it imports, each
   * after those it imports, then the page's.
   */
  chunks: string[];
}

/** The main module as the dev server serves it, where no build wrote the list. */
const DEV_MAIN = '/src/main.tsx';

const isLocal = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** The page's start-up scripts; without a valid list, the dev server's main module alone. */
export function startUpScripts(doc: Document = document): StartUpScripts {
  const text = doc.getElementById(START_UP_SCRIPTS_ID)?.textContent;
  try {
    const value = JSON.parse(text || 'null') as Partial<StartUpScripts> | null;
    if (value && isLocal(value.main) && Array.isArray(value.chunks))
      return { main: value.main, chunks: value.chunks.filter(isLocal) };
  } catch {
    // A malformed list starts the app as the dev server does.
  }
  return { main: DEV_MAIN, chunks: [] };
}
