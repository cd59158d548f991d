import {
  ADMIN_PAGE_SIZE,
  TAKEDOWN_ACTION,
  type AdminAccount,
  type AdminGoods,
  type AdminShop,
  type Paging,
  type Role,
  type StaffAction,
  type StaffActionName,
  type StaffMember,
  type StaffRoleChoice,
} from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { accountIdxByEmail, adminAccount, searchAccounts, staffMembers } from '../accounts/account-admin-reads.ts';
import type { AccountStandingService } from '../accounts/account-standing.ts';
import { userCards } from '../accounts/users-repository.ts';
import {
  adminGoods,
  adminShop,
  goodsTitles,
  searchAdminGoods,
  searchAdminShops,
  setShopClosed,
  takeDownGoods,
  type AdminShopHead,
} from '../catalog/staff-repository.ts';
import { shopHeads, shopIdxOfOwner } from '../catalog/shops-repository.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';
import { disableRefusal, staffRoleRefusal } from './admin-policy.ts';

type TargetKind = 'user' | 'shop' | 'goods';
type Paged<T> = { rows: T[]; paging: Paging };

const paged = <T>(rows: T[], total: number, page: number): Paged<T> => ({
  rows,
  paging: { current: page, total, size: ADMIN_PAGE_SIZE },
});

/** The target read back after the change: gone meanwhile, it is missing like any other (4004). */
async function readBack<T>(read: Promise<T | null>): Promise<T> {
  const row = await read;
  if (row === null) throw ApiError.notFound();
  return row;
}

/**
 * Running the marketplace (issue 20, point 6): admins make staff, disable and enable accounts,
 * close and reopen shops and take goods down. Each action writes its row of `staff_actions` in
 * the same transaction as the change, so the record holds exactly what was done.
 *
 * Rules: an admin cannot demote or disable themselves (the marketplace always keeps the admin
 * who acts); another admin's account cannot be disabled until an admin removes their admin role
 * (both steps recorded); a shop owner cannot be made staff (staff own no shop, as partnership has
 * it); `none` makes the account a buyer again, or a seller when it owns a shop.
 */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly standing: AccountStandingService,
  ) {}

  private static async record(
    trx: Db,
    actorIdx: number,
    action: StaffActionName,
    target: { kind: TargetKind; idx: number },
    reason = '',
  ): Promise<void> {
    await trx
      .insertInto('staff_actions')
      .values({ actor_idx: actorIdx, action, target_kind: target.kind, target_idx: target.idx, reason })
      .execute();
  }

  staffList(): Promise<StaffMember[]> {
    return staffMembers(this.db);
  }

  async staffSet(
    actorIdx: number,
    payload: { email?: string | undefined; idx?: number | undefined; role: StaffRoleChoice },
  ): Promise<AdminAccount> {
    const idx = payload.idx ?? (payload.email !== undefined ? await accountIdxByEmail(this.db, payload.email) : null);
    const account = idx === null ? null : await adminAccount(this.db, idx);
    if (!account) throw ApiError.notFound();
    const ownsShop = (await shopIdxOfOwner(this.db, account.idx)) !== null;
    const refusal = staffRoleRefusal(actorIdx, account, payload.role, ownsShop);
    if (refusal) throw refusal;
    const role: Role = payload.role === 'none' ? (ownsShop ? 'seller' : 'buyer') : 'staff';
    const admin = payload.role === 'admin';
    const unchanged = account.role === role && account.admin === admin;
    if (!unchanged) {
      await this.standing.setRole(account.idx, role, {
        admin,
        alongside: (trx) =>
          AdminService.record(trx, actorIdx, `role.${payload.role}`, { kind: 'user', idx: account.idx }),
      });
    }
    return readBack(adminAccount(this.db, account.idx));
  }

  async accountSearch(payload: { kw: string; page: number }): Promise<Paged<AdminAccount>> {
    const found = await searchAccounts(this.db, { ...payload, size: ADMIN_PAGE_SIZE });
    return paged(found.rows, found.total, payload.page);
  }

  async accountDisable(actorIdx: number, payload: { idx: number; reason: string }): Promise<AdminAccount> {
    const account = await adminAccount(this.db, payload.idx);
    if (!account) throw ApiError.notFound();
    const refusal = disableRefusal(actorIdx, account);
    if (refusal) throw refusal;
    await this.standing.setDisabled(account.idx, true, async (trx) => {
      // Checked again under the row's lock: an admin role granted meanwhile protects the account.
      const locked = await adminAccount(trx, account.idx, true);
      const lockedRefusal = locked ? disableRefusal(actorIdx, locked) : null;
      if (lockedRefusal) throw lockedRefusal;
      await AdminService.record(trx, actorIdx, 'account.disable', { kind: 'user', idx: account.idx }, payload.reason);
    });
    return readBack(adminAccount(this.db, account.idx));
  }

  async accountEnable(actorIdx: number, payload: { idx: number; reason?: string | undefined }): Promise<AdminAccount> {
    const found = await this.standing.setDisabled(payload.idx, false, (trx) =>
      AdminService.record(trx, actorIdx, 'account.enable', { kind: 'user', idx: payload.idx }, payload.reason ?? ''),
    );
    if (!found) throw ApiError.notFound();
    return readBack(adminAccount(this.db, payload.idx));
  }

  private async withOwners(shops: AdminShopHead[]): Promise<AdminShop[]> {
    const owners = await userCards(
      this.db,
      shops.map((shop) => shop.ownerIdx),
    );
    return shops.map((shop) => ({ ...shop, ownerName: owners.get(shop.ownerIdx)?.name ?? '' }));
  }

  async shopSearch(payload: { kw: string; page: number }): Promise<Paged<AdminShop>> {
    const found = await searchAdminShops(this.db, { ...payload, size: ADMIN_PAGE_SIZE });
    return paged(await this.withOwners(found.rows), found.total, payload.page);
  }

  /** Closes the shop (`reason`) or opens it again (`reason` null), recorded; its goods leave or rejoin search. */
  async setShopClosed(
    actorIdx: number,
    payload: { idx: number; reason?: string | undefined },
    close: boolean,
  ): Promise<AdminShop> {
    const found = await this.db.transaction().execute(async (trx) => {
      if (!(await setShopClosed(trx, payload.idx, close ? (payload.reason ?? '') : null))) return false;
      await AdminService.record(
        trx,
        actorIdx,
        close ? 'shop.close' : 'shop.reopen',
        { kind: 'shop', idx: payload.idx },
        payload.reason ?? '',
      );
      return true;
    });
    if (!found) throw ApiError.notFound();
    // The suggestions name only open shops and their goods.
    await rebuildSearchIndex(this.db);
    const shop = await readBack(adminShop(this.db, payload.idx));
    const owners = await userCards(this.db, [shop.ownerIdx]);
    return { ...shop, ownerName: owners.get(shop.ownerIdx)?.name ?? '' };
  }

  async goodsSearch(payload: { kw: string; shopIdx?: number | undefined; page: number }): Promise<Paged<AdminGoods>> {
    const found = await searchAdminGoods(this.db, { ...payload, size: ADMIN_PAGE_SIZE });
    return paged(found.rows, found.total, payload.page);
  }

  async goodsTakedown(actorIdx: number, payload: { idx: number; reason: string }): Promise<AdminGoods> {
    const found = await this.db.transaction().execute(async (trx) => {
      if (!(await takeDownGoods(trx, payload.idx, payload.reason))) return false;
      await AdminService.record(trx, actorIdx, TAKEDOWN_ACTION, { kind: 'goods', idx: payload.idx }, payload.reason);
      return true;
    });
    if (!found) throw ApiError.notFound();
    await rebuildSearchIndex(this.db);
    return readBack(adminGoods(this.db, payload.idx));
  }

  /** The record, newest first, optionally of one kind of target, each with its target's name as it is now. */
  async actions(payload: { page: number; kind?: TargetKind | undefined }): Promise<Paged<StaffAction>> {
    let rows = this.db.selectFrom('staff_actions').selectAll();
    let count = this.db.selectFrom('staff_actions').select((eb) => eb.fn.countAll<number>().as('total'));
    if (payload.kind) {
      rows = rows.where('target_kind', '=', payload.kind);
      count = count.where('target_kind', '=', payload.kind);
    }
    const [found, total] = await Promise.all([
      rows
        .orderBy('idx', 'desc')
        .limit(ADMIN_PAGE_SIZE)
        .offset((payload.page - 1) * ADMIN_PAGE_SIZE)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    const targetsOf = (kind: TargetKind) =>
      found.filter((row) => row.target_kind === kind).map((row) => row.target_idx);
    const [people, shops, goods] = await Promise.all([
      userCards(this.db, [...found.map((row) => row.actor_idx), ...targetsOf('user')]),
      shopHeads(this.db, targetsOf('shop')),
      goodsTitles(this.db, targetsOf('goods')),
    ]);
    const targetName = (kind: TargetKind, idx: number) =>
      (kind === 'user' ? people.get(idx)?.name : kind === 'shop' ? shops.get(idx)?.name : goods.get(idx)) ?? '';
    return paged(
      found.map((row) => ({
        idx: row.idx,
        actorIdx: row.actor_idx,
        actorName: people.get(row.actor_idx)?.name ?? '',
        action: row.action as StaffActionName,
        targetKind: row.target_kind,
        targetIdx: row.target_idx,
        targetName: targetName(row.target_kind, row.target_idx),
        reason: row.reason,
        createdAt: row.created_at.toISOString(),
      })),
      Number(total.total),
      payload.page,
    );
  }
}
