import { walletApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { WalletService } from './wallet-service.ts';
import type { WithdrawalAccountsService } from './withdrawal-accounts.ts';

const AMOUNT_MESSAGES = { amount: 'amountInvalid' } as const;

export function walletCalls(services: { wallet: WalletService; withdrawalAccounts: WithdrawalAccountsService }) {
  const { wallet, withdrawalAccounts } = services;
  return [
    defineCall(walletApi.summary, {
      handler: async ({ principal }) => ({ data: await wallet.summary(principal.idx) }),
    }),
    defineCall(walletApi.ledger, {
      handler: async ({ payload, principal }) => ({
        data: await wallet.ledger(principal.idx, payload.kind, payload.page),
      }),
    }),
    defineCall(walletApi.recharge, {
      fieldMessages: AMOUNT_MESSAGES,
      handler: async ({ payload, principal }) => ({
        data: await wallet.recharge(principal.idx, payload.amount, payload.idempotencyKey),
      }),
    }),
    defineCall(walletApi.withdrawal, {
      fieldMessages: AMOUNT_MESSAGES,
      handler: async ({ payload, principal }) => ({ data: await wallet.withdraw(principal.idx, payload) }),
    }),
    defineCall(walletApi.accountList, {
      handler: async ({ principal }) => ({ data: await withdrawalAccounts.list(principal.idx) }),
    }),
    defineCall(walletApi.accountSave, {
      handler: async ({ payload, principal }) => ({ data: await withdrawalAccounts.save(principal.idx, payload) }),
    }),
    defineCall(walletApi.accountDelete, {
      handler: async ({ payload, principal }) => {
        await withdrawalAccounts.remove(principal.idx, payload.idx);
        return { data: { idx: payload.idx } };
      },
    }),
  ];
}
