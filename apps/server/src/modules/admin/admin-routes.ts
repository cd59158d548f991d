import { adminApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { AdminService } from './admin-service.ts';

/** Running the marketplace (issue 20): the admin view of the staff console. Admins only (the dispatcher checks). */
export function adminCalls(services: { admin: AdminService }) {
  const { admin } = services;
  return [
    defineCall(adminApi.staffList, { handler: async () => ({ data: await admin.staffList() }) }),
    defineCall(adminApi.staffSet, {
      writeLimit: 'admin',
      handler: async ({ principal, payload }) => ({ data: await admin.staffSet(principal.idx, payload) }),
    }),
    defineCall(adminApi.accountSearch, {
      handler: async ({ payload }) => ({ data: await admin.accountSearch(payload) }),
    }),
    defineCall(adminApi.accountDisable, {
      writeLimit: 'admin',
      handler: async ({ principal, payload }) => ({ data: await admin.accountDisable(principal.idx, payload) }),
    }),
    defineCall(adminApi.accountEnable, {
      writeLimit: 'admin',
      handler: async ({ principal, payload }) => ({ data: await admin.accountEnable(principal.idx, payload) }),
    }),
    defineCall(adminApi.shopSearch, { handler: async ({ payload }) => ({ data: await admin.shopSearch(payload) }) }),
    defineCall(adminApi.shopClose, {
      writeLimit: 'admin',
      handler: async ({ principal, payload }) => ({ data: await admin.setShopClosed(principal.idx, payload, true) }),
    }),
    defineCall(adminApi.shopReopen, {
      writeLimit: 'admin',
      handler: async ({ principal, payload }) => ({ data: await admin.setShopClosed(principal.idx, payload, false) }),
    }),
    defineCall(adminApi.goodsSearch, { handler: async ({ payload }) => ({ data: await admin.goodsSearch(payload) }) }),
    defineCall(adminApi.goodsTakedown, {
      writeLimit: 'admin',
      handler: async ({ principal, payload }) => ({ data: await admin.goodsTakedown(principal.idx, payload) }),
    }),
    defineCall(adminApi.actions, { handler: async ({ payload }) => ({ data: await admin.actions(payload) }) }),
  ];
}
