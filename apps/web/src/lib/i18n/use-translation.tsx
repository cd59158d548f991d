import { createContext, useContext, type ReactNode } from 'react';
import { texts, type Texts, type Translate } from './texts.ts';

/** The texts a render uses: the server's render of a page sets its language's; the browser's are the default. */
const TextsContext = createContext<Pick<Texts, 'language' | 't' | 'exists'>>(texts);

export function TextsProvider({ texts: given, children }: { texts: Texts; children: ReactNode }) {
  return <TextsContext.Provider value={given}>{children}</TextsContext.Provider>;
}

/** A component's texts: `t` looks a text up (texts.ts); `i18n` tells the language and whether a text exists. */
export function useTranslation(): { t: Translate; i18n: Pick<Texts, 'language' | 'exists'> } {
  const current = useContext(TextsContext);
  return { t: current.t, i18n: current };
}
