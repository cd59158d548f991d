import {
  idxPayloadSchema,
  ledgerListSchema,
  rechargeSchema,
  withdrawalAccountSchema,
  withdrawalSchema,
} from '@storefront/contract';
import { z } from 'zod';
import { defineLegacyCall } from '../../http/api-call.ts';
import type { WalletService } from './wallet-service.ts';
import type { WithdrawalAccountsService } from './withdrawal-accounts.ts';

const ENTRY = 'ledger entries (idx, kind, amount in signed cents, balanceAfter, reference, note, createAt)';
const MOVE = `\`data\`: { balance (cents, after it), entry: one of the ${ENTRY} }. No \`message\`, so the client shows 'operation complete'.`;
const ACCOUNT = 'withdrawal accounts (idx, kind, holder, accountNo masked but the last four characters, bank)';
const AMOUNT_MESSAGES = { amount: 'amountInvalid' } as const;

export function walletCalls(services: { wallet: WalletService; withdrawalAccounts: WithdrawalAccountsService }) {
  const { wallet, withdrawalAccounts } = services;
  return [
    defineLegacyCall({
      path: 'wallet/summary',
      summary:
        "The caller's wallet: balance, frozen amount, whether a trade password is set and until when it is locked.",
      returns:
        '`data`: { balance, frozen (cents), hasTradePassword, lockedUntil (ISO time or null), rechargeAvailable (false when no payment provider is configured: PAYMENT_TEST_PROVIDER off) }.',
      access: 'user',
      schema: z.strictObject({}),
      handler: async ({ principal }) => ({ data: await wallet.summary(principal!.idx) }),
    }),
    defineLegacyCall({
      path: 'wallet/ledger',
      summary: "The caller's wallet ledger, newest first, optionally of one kind.",
      returns: `\`data\`: { rows: ${ENTRY}, paging: { current, total, size 20 } }.`,
      access: 'user',
      schema: ledgerListSchema,
      handler: async ({ payload, principal }) => ({
        data: await wallet.ledger(principal!.idx, payload.kind, payload.page),
      }),
    }),
    defineLegacyCall({
      path: 'wallet/recharge',
      summary:
        'Adds money through the built-in TEST payment provider (no real money moves; the ledger row says so), only where PAYMENT_TEST_PROVIDER is on (the demo). `amount` is the typed decimal (at most two decimals, above 0); a retry with the same idempotencyKey answers the first recharge again.',
      returns: `${MOVE} 4000 naming \`amount\` for a negative, zero, malformed or too large amount; 4003 'no payment provider is configured' when PAYMENT_TEST_PROVIDER is off.`,
      access: 'user',
      schema: rechargeSchema,
      fieldMessages: AMOUNT_MESSAGES,
      handler: async ({ payload, principal }) => ({
        data: await wallet.recharge(principal!.idx, payload.amount, payload.idempotencyKey),
      }),
    }),
    defineLegacyCall({
      path: 'wallet/withdrawal',
      summary:
        "Pays money out to one of the caller's saved withdrawal accounts, with the trade password; never below zero. A retry with the same idempotencyKey answers the first withdrawal again.",
      returns: `${MOVE} 4000 naming \`amount\` (malformed, or above the balance) or \`accountIdx\` (not the caller's); 4002 without message for a wrong trade password; 4029 while it is locked (five wrong in a row); 4003 when no trade password is set.`,
      access: 'user',
      schema: withdrawalSchema,
      fieldMessages: AMOUNT_MESSAGES,
      handler: async ({ payload, principal }) => ({ data: await wallet.withdraw(principal!.idx, payload) }),
    }),
    defineLegacyCall({
      path: 'withdrawal-account/list',
      summary: "The caller's saved withdrawal accounts, oldest first.",
      returns: `\`data\`: list of ${ACCOUNT}.`,
      access: 'user',
      schema: z.strictObject({}),
      handler: async ({ principal }) => ({ data: await withdrawalAccounts.list(principal!.idx) }),
    }),
    defineLegacyCall({
      path: 'withdrawal-account/save',
      summary: 'Saves a new withdrawal account (bank with holder, number and bank name, or PayPal); at most 10.',
      returns: `\`data\`: the saved one of the ${ACCOUNT}. 4000 naming the field, or \`accountNo\` when 10 are saved already.`,
      access: 'user',
      schema: withdrawalAccountSchema,
      handler: async ({ payload, principal }) => ({ data: await withdrawalAccounts.save(principal!.idx, payload) }),
    }),
    defineLegacyCall({
      path: 'withdrawal-account/delete',
      summary: "Removes one of the caller's withdrawal accounts.",
      returns: "`data`: { idx }. 4004 when it is not one of the caller's.",
      access: 'user',
      schema: idxPayloadSchema,
      handler: async ({ payload, principal }) => {
        await withdrawalAccounts.remove(principal!.idx, payload.idx);
        return { data: { idx: payload.idx } };
      },
    }),
  ];
}
