import { describe, expect, it } from 'vitest';
import { ledgerSearch, parseLedgerParams } from './ledger-params.ts';

const params = (text: string) => new URLSearchParams(text);

describe('parseLedgerParams', () => {
  it('reads the kind and page', () => {
    expect(parseLedgerParams(params('kind=refund&page=3'))).toEqual({ kind: 'refund', page: 3 });
    expect(parseLedgerParams(params(''))).toEqual({ page: 1 });
  });

  it('ignores an unknown kind and a bad page instead of sending them', () => {
    expect(parseLedgerParams(params('kind=bonus&page=0'))).toEqual({ page: 1 });
    expect(parseLedgerParams(params('page=-2'))).toEqual({ page: 1 });
    expect(parseLedgerParams(params('page=2.5'))).toEqual({ page: 1 });
    expect(parseLedgerParams(params('page=99999'))).toEqual({ page: 1 });
  });
});

describe('ledgerSearch', () => {
  it('starts a new kind on page 1 and keeps other values', () => {
    expect(ledgerSearch(params('kind=refund&page=3&x=1'), { kind: 'payment' })).toBe('?kind=payment&x=1');
    expect(ledgerSearch(params('kind=refund&page=3'), { kind: null })).toBe('');
  });

  it('moves between pages of the same kind, page 1 without a page value', () => {
    expect(ledgerSearch(params('kind=income'), { page: 2 })).toBe('?kind=income&page=2');
    expect(ledgerSearch(params('kind=income&page=2'), { page: 1 })).toBe('?kind=income');
  });
});
