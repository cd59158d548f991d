import i18next from 'i18next';

const formats = new Map<string, Intl.NumberFormat>();

/** A count in the reader's language, shortened for big numbers: 21070 reads "21.1K" in English. */
export function formatCount(value: number, lang: string = i18next.language || 'en'): string {
  let format = formats.get(lang);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
    } catch {
      format = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    }
    formats.set(lang, format);
  }
  return format.format(value);
}
