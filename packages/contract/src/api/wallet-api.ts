import { z } from 'zod';
import {
  ledgerEntryViewSchema,
  ledgerListSchema,
  moneyMoveDataSchema,
  rechargeSchema,
  walletViewSchema,
  withdrawalAccountSchema,
  withdrawalAccountViewSchema,
  withdrawalSchema,
} from '../commerce.ts';
import { idxPayloadSchema } from '../catalog.ts';
import { endpoint, pageOf } from './endpoint.ts';

const MOVE = "No `message`, so the client shows 'operation complete'.";

/** The wallet (spec: /mine/wallet): balance, ledger, recharge, withdrawal and payout accounts. */
export const walletApi = {
  summary: endpoint({
    path: 'wallet/summary',
    summary:
      "The caller's wallet: balance, frozen amount, whether a trade password is set and until when it is locked.",
    notes:
      'Amounts in cents; `lockedUntil` an ISO time or null; `rechargeAvailable` false when no payment provider is configured (PAYMENT_TEST_PROVIDER off).',
    access: 'user',
    payload: z.strictObject({}),
    data: walletViewSchema,
  }),
  ledger: endpoint({
    path: 'wallet/ledger',
    summary: "The caller's wallet ledger, newest first, optionally of one kind.",
    notes: 'Pages of 20; `amount` in signed cents.',
    access: 'user',
    payload: ledgerListSchema,
    data: pageOf(ledgerEntryViewSchema),
  }),
  recharge: endpoint({
    path: 'wallet/recharge',
    summary:
      'Adds money through the built-in TEST payment provider (no real money moves; the ledger row says so), only where PAYMENT_TEST_PROVIDER is on (the demo). `amount` is the typed decimal (at most two decimals, above 0); a retry with the same idempotencyKey answers the first recharge again.',
    notes: `The balance after it and its ledger entry. ${MOVE} 4000 naming \`amount\` for a negative, zero, malformed or too large amount; 4003 'no payment provider is configured' when PAYMENT_TEST_PROVIDER is off.`,
    access: 'user',
    payload: rechargeSchema,
    data: moneyMoveDataSchema,
  }),
  withdrawal: endpoint({
    path: 'wallet/withdrawal',
    summary:
      "Pays money out to one of the caller's saved withdrawal accounts, with the trade password; never below zero. A retry with the same idempotencyKey answers the first withdrawal again.",
    notes: `The balance after it and its ledger entry. ${MOVE} 4000 naming \`amount\` (malformed, or above the balance) or \`accountIdx\` (not the caller's); 4002 without message for a wrong trade password; 4029 while it is locked (five wrong in a row); 4003 when no trade password is set.`,
    access: 'user',
    payload: withdrawalSchema,
    data: moneyMoveDataSchema,
  }),
  accountList: endpoint({
    path: 'withdrawal-account/list',
    summary: "The caller's saved withdrawal accounts, oldest first.",
    notes: 'Account numbers are masked but the last four characters.',
    access: 'user',
    payload: z.strictObject({}),
    data: z.array(withdrawalAccountViewSchema),
  }),
  accountSave: endpoint({
    path: 'withdrawal-account/save',
    summary: 'Saves a new withdrawal account (bank with holder, number and bank name, or PayPal); at most 10.',
    notes: '4000 naming the field, or `accountNo` when 10 are saved already.',
    access: 'user',
    payload: withdrawalAccountSchema,
    data: withdrawalAccountViewSchema,
  }),
  accountDelete: endpoint({
    path: 'withdrawal-account/delete',
    summary: "Removes one of the caller's withdrawal accounts.",
    notes: "4004 when it is not one of the caller's.",
    access: 'user',
    payload: idxPayloadSchema,
    data: z.object({ idx: z.number().int().positive() }),
  }),
};
