import type { WalletView } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { payBlock, type PayContext } from './pay-readiness.ts';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const wallet = (overrides: Partial<WalletView> = {}): WalletView => ({
  balance: 10_000,
  frozen: 0,
  hasTradePassword: true,
  lockedUntil: null,
  rechargeAvailable: true,
  ...overrides,
});
const ready: PayContext = {
  signedIn: true,
  lineCount: 2,
  linesProblem: null,
  addressIdx: 4,
  wallet: wallet(),
  walletFailed: false,
  total: 10_000,
  now: NOW,
};

describe('payBlock', () => {
  it('lets a signed-in buyer with an address, a trade password and enough money pay', () => {
    expect(payBlock(ready)).toBeNull();
  });

  it('names what stands in the way, in the order it is to be fixed', () => {
    expect(payBlock({ ...ready, signedIn: false, addressIdx: null })).toBe('guest');
    expect(payBlock({ ...ready, lineCount: 0 })).toBe('noLines');
    expect(payBlock({ ...ready, linesProblem: 'tooManyLines' })).toBe('tooManyLines');
    expect(payBlock({ ...ready, addressIdx: null, wallet: undefined })).toBe('noAddress');
    expect(payBlock({ ...ready, wallet: undefined })).toBe('walletLoading');
    expect(payBlock({ ...ready, wallet: undefined, walletFailed: true })).toBe('walletFailed');
    expect(payBlock({ ...ready, wallet: wallet({ hasTradePassword: false, balance: 0 }) })).toBe('noTradePassword');
    expect(payBlock({ ...ready, wallet: wallet({ balance: 9_999 }) })).toBe('insufficient');
  });

  it('blocks paying only while the trade password lock lasts', () => {
    const lockedUntil = new Date(NOW + 60_000).toISOString();
    expect(payBlock({ ...ready, wallet: wallet({ lockedUntil }) })).toBe('locked');
    expect(payBlock({ ...ready, wallet: wallet({ lockedUntil }), now: NOW + 60_001 })).toBeNull();
  });
});
