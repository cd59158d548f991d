import { MAX_PAGE, type LedgerKind } from '@storefront/contract/constants';

/** The kinds the ledger filter offers, after "all" (an adjustment is rare and shows under all). */
export const LEDGER_FILTER_KINDS = [
  'recharge',
  'withdrawal',
  'payment',
  'refund',
  'income',
  'sale',
  'commission',
] as const satisfies readonly LedgerKind[];

export type LedgerFilterKind = (typeof LEDGER_FILTER_KINDS)[number];

/** What the ledger shows, read from the URL query (?kind=&page=) so a link reproduces the view. */
export interface LedgerParams {
  kind?: LedgerFilterKind;
  page: number;
}

const isFilterKind = (value: string | null): value is LedgerFilterKind =>
  (LEDGER_FILTER_KINDS as readonly (string | null)[]).includes(value);

/** A stale or hand-edited link never breaks the page: an unknown kind or page is ignored. */
export function parseLedgerParams(params: URLSearchParams): LedgerParams {
  const kind = params.get('kind');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  return {
    ...(isFilterKind(kind) ? { kind } : {}),
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The query for a kind (page 1, so the filter never lands past the end of a shorter list) or
 * for another page of the same kind. Other query values are kept.
 */
export function ledgerSearch(params: URLSearchParams, change: { kind: LedgerFilterKind | null } | { page: number }) {
  const next = new URLSearchParams(params);
  if ('kind' in change) {
    if (change.kind) next.set('kind', change.kind);
    else next.delete('kind');
    next.delete('page');
  } else if (change.page > 1) {
    next.set('page', String(change.page));
  } else {
    next.delete('page');
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}
