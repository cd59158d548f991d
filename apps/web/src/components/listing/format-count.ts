const formats = new Map<string, Intl.NumberFormat>();

/** A count in the render's language (the server renders many at once), shortened for big numbers: 21070 reads "21.1K" in English. */
export function formatCount(value: number, lang: string): string {
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
