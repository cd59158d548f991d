import type { AdminShop } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { userIdxsNamedLike } from '../accounts/users-repository.ts';
import { containsPattern } from '../search/keyword.ts';

/*
 * Staff close a shop (issue 20, point 6): status 'closed' with a reason. A closed shop's page,
 * its goods in listings, search and detail are gone (every buyer-facing read wants an open shop)
 * and its goods cannot be bought (goods-commerce: on sale only in an open shop). The admin module
 * calls these, inside its transaction where it records the action.
 */

const adminShopQuery = (db: Db) =>
  db
    .selectFrom('shops as s')
    .select(['s.idx', 's.name', 's.logo', 's.owner_idx', 's.status', 's.closed_reason', 's.created_at']);

type AdminShopRow = Awaited<ReturnType<ReturnType<typeof adminShopQuery>['executeTakeFirstOrThrow']>>;

/** A shop as an admin sees it, but for its owner's name (the accounts module's). */
export type AdminShopHead = Omit<AdminShop, 'ownerName'>;

function toAdminShop(row: AdminShopRow): AdminShopHead {
  return {
    idx: row.idx,
    name: row.name,
    logo: row.logo,
    ownerIdx: row.owner_idx,
    status: row.status,
    closedReason: row.closed_reason,
    createdAt: row.created_at.toISOString(),
  };
}

/** Closes (with a reason) or opens again the shop; false for an unknown shop. Run in the caller's transaction. */
export async function setShopClosed(trx: Db, shopIdx: number, closedReason: string | null): Promise<boolean> {
  const changed = await trx
    .updateTable('shops')
    .set({
      status: closedReason === null ? 'open' : 'closed',
      closed_reason: closedReason,
      updated_at: sql<Date>`now()`,
    })
    .where('idx', '=', shopIdx)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}

/** One shop as an admin sees it (open or closed), or null. */
export async function adminShop(db: Db, shopIdx: number): Promise<AdminShopHead | null> {
  const row = await adminShopQuery(db).where('s.idx', '=', shopIdx).executeTakeFirst();
  return row ? toAdminShop(row) : null;
}

/** Shops, open and closed, whose name or owner's name holds `kw` (all when empty), newest first. */
export async function searchAdminShops(
  db: Db,
  { kw, page, size }: { kw: string; page: number; size: number },
): Promise<{ rows: AdminShopHead[]; total: number }> {
  const pattern = containsPattern(kw);
  const matching = (query: ReturnType<typeof adminShopQuery>) =>
    kw === ''
      ? query
      : query.where((eb) =>
          eb.or([eb('s.name', 'ilike', pattern), eb('s.owner_idx', 'in', userIdxsNamedLike(db, pattern))]),
        );
  const [found, total] = await Promise.all([
    matching(adminShopQuery(db))
      .orderBy('s.idx', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    matching(adminShopQuery(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: found.map(toAdminShop), total: Number(total.total) };
}
