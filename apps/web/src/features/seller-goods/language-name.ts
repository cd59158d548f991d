/** A language's name in the reader's language ('de' -> 'German'), or the code when unknown. */
export function languageName(code: string, readerLanguage: string): string {
  try {
    const tag = code === 'zh-tw' ? 'zh-Hant' : code === 'zh' ? 'zh-Hans' : code;
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(tag) ?? code;
  } catch {
    return code;
  }
}
