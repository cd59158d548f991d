import type { ClientEventName } from '@storefront/contract';
import type { ApiPath } from '@storefront/contract/api';

/*
 * The proof of access (issue 23 point 6): who may make every call and send every event of the
 * contract. Each row is aimed at the buyer's or the seller's own things (their order, address,
 * conversation, goods, warehouse...), so "another buyer" and "another seller" are strangers to
 * them. access-matrix.test.ts runs every cell against the real server, and docs/ACCESS.md is
 * written from this file (`npm run docs:access`).
 */

/** The matrix's columns: who calls. 'liveGuest' is a guest holding a live-chat guest token. */
export const ACTORS = ['guest', 'liveGuest', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'staff', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

/** Refusal codes a cell may name (packages/contract/src/codes.ts). */
export type RefusalCode = 4000 | 4002 | 4003 | 4004 | 4012 | 4029;

/** 4000 with the field it names: '4000 addressIdx'. */
export type InvalidField = `4000 ${string}`;

/**
 * What one actor gets: 'ok' served; 'own' served, with the caller's own rows only (the test
 * checks the other's are absent); a refusal code (4000 with its field); 'dropped' for an event
 * that is never acknowledged, refused: nothing is passed on.
 */
export type Outcome = 'ok' | 'own' | 'dropped' | RefusalCode | InvalidField;

export const isRefusal = (outcome: Outcome): boolean => outcome !== 'ok' && outcome !== 'own';

export interface AccessRow {
  cells: Record<ActorName, Outcome>;
  /** Why a cell is what it is, when the code alone does not say. */
  note?: string;
}

type CellSpec = Partial<Record<ActorName, Outcome>> & { rest: Outcome };

function row(spec: CellSpec, note?: string): AccessRow {
  const cells = Object.fromEntries(ACTORS.map((actor) => [actor, spec[actor] ?? spec.rest])) as Record<
    ActorName,
    Outcome
  >;
  return note === undefined ? { cells } : { cells, note };
}

/** A call anyone may make, with the same answer or their own. */
const anyone = (spec: Partial<CellSpec> = {}, note?: string) => row({ rest: 'ok', ...spec }, note);
/** A call for signed-in users: both kinds of guest get 4012 first. */
const signedIn = (spec: CellSpec, note?: string) => row({ guest: 4012, liveGuest: 4012, ...spec }, note);
/** Access 'staff': plain staff and admins. */
const staffOnly = (note?: string) => signedIn({ staff: 'ok', admin: 'ok', rest: 4003 }, note);
/** Access 'admin': staff with the admin role only. */
const adminOnly = (note?: string) => signedIn({ admin: 'ok', rest: 4003 }, note);
/** The buyer's own thing: strangers, staff included, are told it does not exist. */
const buyersOwn = (note?: string) => signedIn({ buyer: 'ok', rest: 4004 }, note);
/** A seller-centre call on the seller's own thing: 4003 for whoever owns no shop, 4004 for another shop. */
const sellersOwn = (note?: string) => signedIn({ seller: 'ok', otherSeller: 4004, rest: 4003 }, note);
/** A seller-centre call without an id: each owner sees their own shop; 4003 for whoever owns none. */
const sellersScoped = (note?: string) => signedIn({ seller: 'ok', otherSeller: 'own', rest: 4003 }, note);
/** A signed-in call scoped to the caller: nobody sees another's rows. */
const ownRows = (note?: string) => signedIn({ rest: 'own' }, note);

const SELF = "each caller's own account";

export const CALL_ACCESS: Record<ApiPath, AccessRow> = {
  'catalog/home': anyone(),
  'category/list': anyone(),
  'goods/list': anyone(),
  'goods/detail': anyone({}, "the seller's product; `favorite` and `following` are the caller's own"),
  'goods/related': anyone(),
  'goods/reviews': anyone(),
  'goods/favorite': signedIn({ rest: 'ok' }, "in the caller's own list"),
  'goods/favorites': ownRows("the buyer's favorite is in no one else's list"),
  'shop/detail': anyone(),
  'shop/follow': signedIn({ rest: 'ok' }, "in the caller's own list"),
  'shop/following': ownRows(),
  'shop/list': anyone(),
  'search/suggestion': anyone(),
  'user/sign/up': anyone({}, 'a new account each time'),
  'user/sign/in': anyone({}, "the buyer's email and password, whoever presents them"),
  'user/sign/out': signedIn({ rest: 'ok' }, "made on a new session of the caller's, which it ends"),
  'ba/token/refresh': anyone({}, 'a refresh token of the buyer: whoever holds it rotates it'),
  'ba/principal/inquiry': anyone({}, 'the caller themself, or null for a guest'),
  'ba/finger': anyone(),
  'user/profile/update': signedIn(
    { buyer: 'ok', rest: '4000 avatar' },
    "the buyer's picture as avatar: only its uploader may wear it",
  ),
  'user/password/change': signedIn({ rest: 'ok' }, SELF),
  'user/trade-password/set': signedIn({ rest: 'ok' }, SELF),
  'todo/inquiry': signedIn({ rest: 'ok' }, SELF),
  'cms/readed': signedIn({ rest: 'ok' }, 'a site notice, marked read for the caller only'),
  'user/subscription': anyone(),
  'mine/overview': ownRows(),
  'shop/application/submit': signedIn(
    { buyer: 'ok', otherBuyer: 'ok', rest: 4003 },
    'buyers only: a seller has a shop, staff may not own one',
  ),
  'shop/application/mine': ownRows(),
  'staff/shop/application/list': staffOnly(),
  'staff/shop/application/review': staffOnly(),
  'address/list': ownRows(),
  'address/save': buyersOwn("edits the buyer's address"),
  'address/delete': buyersOwn(),
  'order/place': signedIn({ buyer: 'ok', rest: '4000 addressIdx' }, "to the buyer's address"),
  'order/pay': buyersOwn(),
  'order/list': ownRows(),
  'order/detail': signedIn(
    { buyer: 'ok', seller: 'ok', staff: 'ok', admin: 'ok', rest: 4004 },
    "its buyer, its shop's owner, and staff (read-only)",
  ),
  'order/cancel': buyersOwn(),
  'order/confirm': buyersOwn(),
  'order/review': buyersOwn(),
  'seller/order/list': sellersScoped(),
  'seller/order/ship': sellersOwn(),
  'seller/order/cancel': sellersOwn(),
  'seller/order/refund': sellersOwn(),
  'seller/earnings/summary': sellersScoped(),
  'seller/earnings/ledger': sellersScoped(),
  'wallet/summary': signedIn({ rest: 'ok' }, "the caller's own wallet"),
  'wallet/ledger': ownRows(),
  'wallet/recharge': signedIn({ rest: 'ok' }, "the caller's own wallet"),
  'wallet/withdrawal': signedIn({ buyer: 'ok', rest: '4000 accountIdx' }, "to the buyer's payout account"),
  'withdrawal-account/list': ownRows(),
  'withdrawal-account/save': signedIn({ rest: 'ok' }, "a new payout account of the caller's"),
  'withdrawal-account/delete': buyersOwn(),
  'user/realname/inquiry': ownRows(),
  'user/realname/submit': signedIn({ buyer: 'ok', rest: '4000 photo' }, "with the buyer's private photo"),
  'cart/price': anyone(
    { buyer: 'ok', rest: '4000 addressIdx' },
    "priced to the buyer's address; a draft of the seller's among the lines is told as gone",
  ),
  'cart/get': ownRows(),
  'cart/save': signedIn({ rest: 'ok' }, "the caller's own cart"),
  'cart/merge': signedIn({ rest: 'ok' }, "the caller's own cart"),
  'pm/subject/list': ownRows(),
  'pm/message/list': signedIn({ buyer: 'ok', seller: 'ok', rest: 4004 }, 'its two parties only, staff included'),
  'subject/remark/submit': signedIn({ buyer: 'ok', seller: 'ok', rest: 4004 }),
  'live/chat/guest': anyone(),
  '/live/chat/message/list': signedIn(
    { liveGuest: 4004, buyer: 'ok', staff: 'ok', admin: 'ok', rest: 4004 },
    'its shopper and any staff; a guest without a guest token gets 4012',
  ),
  'live/staff/profile': staffOnly(),
  'live/staff/ended': staffOnly(),
  'live/staff/queue': staffOnly(),
  'live/canned/list': staffOnly(),
  'live/canned/save': staffOnly("canned replies are the whole team's"),
  'live/canned/delete': staffOnly(),
  'seller/goods/list': sellersScoped(),
  'seller/goods/detail': sellersOwn(),
  'seller/goods/save': sellersOwn(),
  'seller/goods/status': sellersOwn(),
  'seller/goods/stock': sellersOwn(),
  'seller/goods/delete': sellersOwn(),
  'seller/warehouse/list': sellersScoped(),
  'seller/warehouse/save': sellersOwn(),
  'seller/warehouse/delete': sellersOwn(),
  'admin/staff/list': adminOnly(),
  'admin/staff/set': adminOnly(),
  'admin/account/search': adminOnly(),
  'admin/account/disable': adminOnly(),
  'admin/account/enable': adminOnly(),
  'admin/shop/search': adminOnly(),
  'admin/shop/close': adminOnly(),
  'admin/shop/reopen': adminOnly(),
  'admin/goods/search': adminOnly(),
  'admin/goods/takedown': adminOnly(),
  'admin/actions': adminOnly(),
  'seller/home': sellersScoped(),
  'seller/shop/detail': sellersScoped(),
  'seller/shop/save': signedIn(
    { seller: 'ok', otherSeller: '4000 logo', rest: 4003 },
    "the caller's own shop with the seller's logo: only its uploader may use it",
  ),
  'seller/shipping/list': sellersScoped(),
  'seller/shipping/save': sellersOwn(),
  'seller/shipping/delete': sellersOwn(),
  'goods/delivery': anyone(),
};

/** A shopper's live-chat event on the buyer's conversation: its shopper; staff are 4003 (shoppers only). */
const shopperEvent = (note?: string) => row({ guest: 4012, buyer: 'ok', staff: 4003, admin: 4003, rest: 4004 }, note);
/** A staff-only event: 4012 before any other check, then 4003 for everyone but staff. */
const staffEvent = (spec: Partial<CellSpec> = {}, note?: string) =>
  row({ guest: 4012, liveGuest: 4012, staff: 'ok', admin: 'ok', rest: 4003, ...spec }, note);
/** A private-message event on the buyer's conversation with the seller's shop: its two parties. */
const pmEvent = (note?: string) => row({ guest: 4012, liveGuest: 4012, buyer: 'ok', seller: 'ok', rest: 4004 }, note);
/** A signed-in event scoped to the caller. */
const ownEvent = (note?: string) => row({ guest: 4012, liveGuest: 4012, rest: 'own' }, note);

export const EVENT_ACCESS: Record<ClientEventName, AccessRow> = {
  bind: row({ guest: 4012, liveGuest: 4012, buyer: 'ok', rest: 4003 }, "the buyer's idx"),
  pm: pmEvent(),
  'pm.revoke': row(
    { guest: 4012, liveGuest: 4012, buyer: 'ok', seller: 4003, rest: 4004 },
    "the buyer's message: the other party may not revoke it",
  ),
  'pm.subjectHistory': ownEvent(),
  'pm.history': pmEvent(),
  'pm.readed': pmEvent(),
  'pm.subject.inquiry': row(
    { guest: 4012, liveGuest: 4012, seller: 4003, rest: 'ok' },
    "with the seller's shop: each caller's own conversation; not with one's own shop",
  ),
  'pm.since': ownEvent(),
  'liveChat.begin': row(
    { guest: 4012, staff: 4003, admin: 4003, buyer: 'ok', rest: 'own' },
    "naming the buyer's conversation: its shopper resumes it, any other shopper gets one of their own",
  ),
  'liveChat.end': row(
    { guest: 4012, buyer: 'ok', staff: 'ok', rest: 4004 },
    'its shopper (closing the panel) or its agent, who ends one of its own (that end is final); other staff get 4004',
  ),
  liveChat: row(
    { guest: 4012, buyer: 'ok', staff: 'ok', admin: 4003, rest: 4004 },
    'its shopper and its agent; other staff must claim it first',
  ),
  'liveChat.history': row(
    { guest: 4012, buyer: 'ok', staff: 'ok', admin: 'ok', rest: 4004 },
    'its shopper and any staff',
  ),
  'liveChat.readed': row({ guest: 4012, buyer: 'ok', staff: 'ok', admin: 'ok', rest: 4004 }),
  'liveChat.page': row(
    { buyer: 'ok', rest: 'dropped' },
    "not acknowledged: its shopper's page reaches the console, anyone else's is dropped",
  ),
  'liveChat.rate': shopperEvent("the buyer's ended conversation"),
  'liveChat.delete': staffEvent({ admin: 4003 }, "the agent's own message: another staff member gets 4003"),
  'liveChat.edit': staffEvent({ admin: 4003 }, "the agent's own message: another staff member gets 4003"),
  'liveChat.console': staffEvent(),
  'liveChat.since': row(
    { guest: 4012, staff: 'ok', admin: 'ok', rest: 'own' },
    "a shopper's own changes; staff read the buyer's conversation's staff side",
  ),
  'liveChat.claim': staffEvent({}, 'a queued conversation'),
  'liveChat.transfer': staffEvent(
    { admin: 4003 },
    "to the admin: a conversation staff holds (the buyer's, for everyone but staff); other staff get 4003",
  ),
  'liveChat.presence': staffEvent(),
  inputing: row(
    { buyer: 'ok', staff: 'ok', rest: 'dropped' },
    "not acknowledged: its shopper's and its agent's typing is passed on, anyone else's dropped",
  ),
};

const ACTOR_TITLES: Record<ActorName, string> = {
  guest: 'guest',
  liveGuest: 'live-chat guest',
  buyer: 'buyer',
  otherBuyer: 'another buyer',
  seller: 'seller',
  otherSeller: 'another seller',
  staff: 'staff',
  admin: 'admin',
};

function cellText(outcome: Outcome): string {
  if (outcome === 'ok') return 'allowed';
  if (outcome === 'own') return 'own rows only';
  if (outcome === 'dropped') return 'dropped';
  if (typeof outcome === 'string') return `4000 (\`${outcome.slice('4000 '.length)}\`)`;
  return String(outcome);
}

/** The contract's access, worded as docs/API.md words it. */
const ACCESS_TEXT: Record<string, string> = {
  guest: 'anyone',
  user: 'signed in',
  staff: 'staff',
  admin: 'admin staff',
};

function tableOf(rows: Array<{ name: string; access: string; row: AccessRow }>): string {
  const head = `| | access | ${ACTORS.map((actor) => ACTOR_TITLES[actor]).join(' | ')} | why |`;
  const rule = `|${' --- |'.repeat(ACTORS.length + 3)}`;
  const lines = rows.map(
    ({ name, access, row }) =>
      `| \`${name}\` | ${ACCESS_TEXT[access] ?? access} | ${ACTORS.map((actor) => cellText(row.cells[actor])).join(' | ')} | ${row.note ?? ''} |`,
  );
  return [head, rule, ...lines].join('\n');
}

/**
 * docs/ACCESS.md: the two tables in the contract's order. `calls` and `events` give each name's
 * declared access (from the contract), so the file cannot show one the contract does not have.
 */
export function renderAccessDoc(
  calls: Array<{ path: ApiPath; access: string }>,
  events: Array<{ name: ClientEventName; from: string }>,
): string {
  const callRows = calls.map(({ path, access }) => ({ name: path, access, row: CALL_ACCESS[path] }));
  const eventRows = events.map(({ name, from }) => ({ name, access: from, row: EVENT_ACCESS[name] }));
  return `# Access

Who may make every API call and send every socket event of the contract
(\`packages/contract\`), as the server really answers. Generated by \`npm run docs:access\` from
\`apps/server/test/access/access-table.ts\`; \`apps/server/test/access/access-matrix.test.ts\` runs every
cell against the real server (PGlite, and PostgreSQL with Redis) and fails when an answer differs,
when a refused call or event changed a table, or when the contract has a call or event this file lacks.

Each row is aimed at things that belong to the **buyer** (their order, address, payout account,
private and live-chat conversations, real-name record) or to the **seller** (their shop, goods,
warehouse, delivery options, the buyer's orders at their shop). **Another buyer** and **another
seller** (who has a shop of their own) send the very same ids. **Staff** is a plain staff member,
**admin** a staff member with the admin role; in the live chat, staff is the agent holding the
buyer's conversation and admin another agent. A **guest** is not signed in; a **live-chat guest**
also holds a live-chat guest token (\`live/chat/guest\`).

- **allowed**: served.
- **own rows only**: served, with the caller's own rows; the test checks the buyer's or the seller's
  are not among them.
- a code: refused with it (4000 invalid input, naming the field; 4003 forbidden; 4004 not found,
  as if it did not exist; 4012 not signed in).
- **dropped**: an event the server never acknowledges, refused: nothing is passed on.

A refused call or event changes nothing: the test compares every table before and after the
refused cells of each row.

## API calls (${callRows.length})

${tableOf(callRows)}

## Socket events, client to server (${eventRows.length})

${tableOf(eventRows)}
`;
}
