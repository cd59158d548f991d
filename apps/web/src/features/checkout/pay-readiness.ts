import type { WalletView } from '@storefront/contract';
import { isLocked } from './api/wallet-summary.ts';

/** Why "pay" cannot be pressed yet, in the order the buyer should fix it; null when it can. */
export type PayBlock =
  | 'guest'
  | 'noLines'
  | 'tooManyLines'
  | 'tooManyOfOne'
  | 'unavailable'
  | 'noAddress'
  | 'walletLoading'
  | 'walletFailed'
  | 'noTradePassword'
  | 'locked'
  | 'insufficient';

export interface PayContext {
  signedIn: boolean;
  lineCount: number;
  linesProblem: 'tooManyLines' | 'tooManyOfOne' | null;
  /** The server says a line can no longer be bought. */
  unavailable?: boolean;
  addressIdx: number | null;
  wallet: WalletView | undefined;
  walletFailed: boolean;
  total: number;
  now?: number;
}

export function payBlock(context: PayContext): PayBlock | null {
  if (!context.signedIn) return 'guest';
  if (context.lineCount === 0) return 'noLines';
  if (context.linesProblem) return context.linesProblem;
  if (context.unavailable) return 'unavailable';
  if (context.addressIdx === null) return 'noAddress';
  const wallet = context.wallet;
  if (!wallet) return context.walletFailed ? 'walletFailed' : 'walletLoading';
  if (!wallet.hasTradePassword) return 'noTradePassword';
  if (isLocked(wallet, context.now)) return 'locked';
  if (wallet.balance < context.total) return 'insufficient';
  return null;
}
