import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

export interface HelpTerm {
  term: string;
  detail: string;
}

/**
 * Reads the numbered entries (`<key>.0`, `<key>.1`...) of a help text from the language pack,
 * so a section shows however many paragraphs or items its translation holds.
 */
export function useNumberedTexts() {
  const { t, i18n } = useTranslation();
  const count = useCallback(
    (key: string, leaf = '') => {
      let n = 0;
      while (i18n.exists(`${key}.${n}${leaf}`)) n += 1;
      return n;
    },
    [i18n],
  );
  const texts = useCallback(
    (key: string): string[] => Array.from({ length: count(key) }, (_, n) => t(`${key}.${n}`)),
    [count, t],
  );
  const terms = useCallback(
    (key: string): HelpTerm[] =>
      Array.from({ length: count(key, '.term') }, (_, n) => ({
        term: t(`${key}.${n}.term`),
        detail: t(`${key}.${n}.detail`),
      })),
    [count, t],
  );
  return { texts, terms };
}
