import { skuOf } from '../commerce-helpers.ts';
import { expectNoneOf, isBuyerOrSeller, type CallProbes } from './probes.ts';

/** Private messages, the live chat, the staff's partnership review and the admin console. */

type StaffPath =
  | 'staff/shop/application/list'
  | 'staff/shop/application/review'
  | 'pm/subject/list'
  | 'pm/message/list'
  | 'subject/remark/submit'
  | 'live/chat/guest'
  | '/live/chat/message/list'
  | 'live/staff/profile'
  | 'live/staff/ended'
  | 'live/staff/queue'
  | 'live/canned/list'
  | 'live/canned/save'
  | 'live/canned/delete'
  | 'admin/staff/list'
  | 'admin/staff/set'
  | 'admin/account/search'
  | 'admin/account/disable'
  | 'admin/account/enable'
  | 'admin/shop/search'
  | 'admin/shop/close'
  | 'admin/shop/reopen'
  | 'admin/goods/search'
  | 'admin/goods/takedown'
  | 'admin/actions';

const REASON = 'Breaks the marketplace rules';

export const staffCalls: Pick<CallProbes, StaffPath> = {
  'staff/shop/application/list': { payload: () => ({}) },
  // A review decides an application for good: an allowed reviewer decides a new one.
  'staff/shop/application/review': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshApplication() : world.application,
      approve: false,
      reason: 'Tell us more about your goods',
    }),
  },
  'pm/subject/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (isBuyerOrSeller(actor)) return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        [world.pm.subjectIdx],
        'a conversation',
      );
    },
  },
  'pm/message/list': { payload: (world) => ({ subjectIdx: world.pm.subjectIdx }) },
  'subject/remark/submit': { payload: (world) => ({ subjectIdx: world.pm.subjectIdx, remark: 'Regular customer' }) },
  'live/chat/guest': { payload: () => ({}) },
  '/live/chat/message/list': { payload: (world) => ({ subjectIdx: world.live.subjectIdx }) },
  'live/staff/profile': { payload: (world) => ({ subjectIdx: world.live.subjectIdx }) },
  'live/staff/ended': { payload: () => ({}) },
  'live/staff/queue': { payload: () => ({}) },
  'live/canned/list': { payload: () => ({}) },
  'live/canned/save': { payload: (world) => ({ idx: world.canned, shortcut: 'hi', body: 'Hello, how can I help?' }) },
  'live/canned/delete': {
    payload: async (world, _actor, allowed) => ({ idx: allowed ? await world.freshCanned() : world.canned }),
  },
  'admin/staff/list': { payload: () => ({}) },
  // Each allowed change is made to an account, shop or product of its own: the world's stay as they are.
  'admin/staff/set': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? (await world.freshPerson()).idx : world.people.buyer.idx,
      role: 'staff',
    }),
  },
  'admin/account/search': { payload: (world) => ({ kw: world.people.buyer.email }) },
  'admin/account/disable': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? (await world.freshPerson()).idx : world.people.buyer.idx,
      reason: REASON,
    }),
  },
  'admin/account/enable': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshDisabled() : world.disabled,
      reason: 'Appeal accepted',
    }),
  },
  'admin/shop/search': { payload: () => ({}) },
  'admin/shop/close': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? (await world.freshShop()).idx : world.shop.idx,
      reason: REASON,
    }),
  },
  'admin/shop/reopen': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshClosedShop() : world.closedShop,
      reason: 'Appeal accepted',
    }),
  },
  'admin/goods/search': { payload: () => ({}) },
  'admin/goods/takedown': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? skuOf(await world.freshShop()).goodsIdx : skuOf(world.shop).goodsIdx,
      reason: REASON,
    }),
  },
  'admin/actions': { payload: () => ({}) },
};
