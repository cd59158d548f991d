// Made on first use, not when the module loads: the first formatter of a page starts ICU (tens of
// milliseconds in Chromium), which need not happen while the app's modules evaluate.
let money: Intl.NumberFormat | undefined;

/** Integer cents as `$1,234.50` (spec 9): symbol $, two decimals, thousands comma. */
export function formatMoney(cents: number): string {
  money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return money.format(Math.round(cents) / 100);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` in the viewer's time zone, or a dash when there is no date (spec 9). */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A country's name in the reader's language ('DE' -> 'Germany'), or the code when unknown. */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
