import type { Plugin } from 'vite';
import { packPart } from '../src/lib/i18n/pack-parts.ts';

/**
 * `src/locales/<lang>.json?first-screen` and `?later` are the two parts of a language pack
 * (src/lib/i18n/pack-parts.ts), each a module (and so a chunk) of its own. Used by the
 * build and by the web's unit tests (vitest.config.ts).
 */
export function splitLanguagePacks(): Plugin {
  return {
    name: 'storefront-split-language-packs',
    enforce: 'pre',
    transform(code, id) {
      const part = /\/src\/locales\/[^/]+\.json\?(first-screen|later)$/.exec(id)?.[1];
      if (part !== 'first-screen' && part !== 'later') return null;
      const texts = packPart(JSON.parse(code) as Record<string, unknown>, part);
      return { code: `export default ${JSON.stringify(texts)};`, map: null, moduleType: 'js' };
    },
  };
}
