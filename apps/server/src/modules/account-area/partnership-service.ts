import {
  cleanDisplayName,
  Code,
  displayNameKey,
  SuggestionFlag,
  type Paging,
  type ShopApplicationView,
} from '@storefront/contract';
import type { applicationListSchema, reviewApplicationSchema, shopApplicationSchema } from '@storefront/contract';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ShopApplicationsTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ApiError } from '../../http/api-error.ts';
import { addSearchTerm, reloadSuggestionIndex } from '../search/search-index.ts';
import { isShopNameTaken, SHOP_NAME_KEY_INDEX } from './shop-names.ts';

export const APPLICATION_PAGE_SIZE = 20;

type ApplicationRow = Selectable<ShopApplicationsTable> & { shop_idx: number | null };
type ApplicationPayload = z.output<typeof shopApplicationSchema>;
type ListPayload = z.output<typeof applicationListSchema>;
type ReviewPayload = z.output<typeof reviewApplicationSchema>;

function toView(row: ApplicationRow): ShopApplicationView {
  return {
    idx: row.idx,
    userIdx: row.user_idx,
    shopName: row.shop_name,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    email: row.email,
    categoryIdx: row.category_idx ?? 0,
    description: row.description,
    status: row.status,
    reason: row.reason,
    createAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    shopIdx: row.status === 'approved' ? row.shop_idx : null,
  };
}

/**
 * Shop applications (partnership, spec 2.1 /shop/application): a buyer applies, staff approve
 * or reject. Approval makes the applicant a seller with a shop, all in one transaction.
 */
export class PartnershipService {
  constructor(private readonly db: Db) {}

  /** Applications with the shop their approval made (the applicant owns at most one shop). */
  private selectViews(db: Db = this.db) {
    return db
      .selectFrom('shop_applications as a')
      .leftJoin('shops as s', 's.owner_idx', 'a.user_idx')
      .selectAll('a')
      .select('s.idx as shop_idx');
  }

  /** The user's latest application, or null when they never applied. */
  async latest(userIdx: number): Promise<ShopApplicationView | null> {
    const row = await this.selectViews()
      .where('a.user_idx', '=', userIdx)
      .orderBy('a.idx', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toView(row) : null;
  }

  /**
   * Files an application for review. Buyers only (a seller already has a shop; staff cannot
   * own one), one pending at a time, for a known category and a shop name not yet in use.
   */
  async submit(userIdx: number, payload: ApplicationPayload): Promise<ShopApplicationView> {
    const idx = await this.db.transaction().execute(async (trx) => {
      // Locking the applicant serialises their submissions: two at once cannot both pass the check.
      const user = await trx
        .selectFrom('users')
        .select(['role'])
        .where('idx', '=', userIdx)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (user.role === 'seller') throw new ApiError(Code.forbidden, 'alreadySeller');
      if (user.role !== 'buyer') throw ApiError.forbidden();
      const pending = await trx
        .selectFrom('shop_applications')
        .select('idx')
        .where('user_idx', '=', userIdx)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw new ApiError(Code.forbidden, 'applicationPending');
      const category = await trx
        .selectFrom('categories')
        .select('idx')
        .where('idx', '=', payload.categoryIdx)
        .executeTakeFirst();
      if (!category) throw ApiError.invalid('categoryIdx');
      // The name arrives cleaned (shopApplicationSchema); a look-alike of a shop's name is taken too.
      if (await isShopNameTaken(trx, payload.shopName)) throw ApiError.invalid('shopName', 'shopNameTaken');
      const created = await trx
        .insertInto('shop_applications')
        .values({
          user_idx: userIdx,
          shop_name: payload.shopName,
          contact_name: payload.contactName,
          contact_phone: payload.contactPhone,
          email: payload.email,
          category_idx: payload.categoryIdx,
          description: payload.description,
        })
        .returning('idx')
        .executeTakeFirstOrThrow();
      return created.idx;
    });
    return toView(await this.selectViews().where('a.idx', '=', idx).executeTakeFirstOrThrow());
  }

  /** Staff's list, newest first, optionally of one status. */
  async list(payload: ListPayload): Promise<{ rows: ShopApplicationView[]; paging: Paging }> {
    let rows = this.selectViews();
    let count = this.db.selectFrom('shop_applications').select((eb) => eb.fn.countAll<number>().as('total'));
    if (payload.status) {
      rows = rows.where('a.status', '=', payload.status);
      count = count.where('status', '=', payload.status);
    }
    const [found, total] = await Promise.all([
      rows
        .orderBy('a.idx', 'desc')
        .limit(APPLICATION_PAGE_SIZE)
        .offset((payload.page - 1) * APPLICATION_PAGE_SIZE)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return {
      rows: found.map(toView),
      paging: { current: payload.page, total: Number(total.total), size: APPLICATION_PAGE_SIZE },
    };
  }

  /**
   * Approves or rejects a pending application. Approval, in one transaction: the shop is made
   * (owned by the applicant), the applicant becomes a seller, the application is marked.
   */
  async review(staffIdx: number, payload: ReviewPayload): Promise<ShopApplicationView> {
    const reason = payload.reason?.trim() ?? '';
    if (!payload.approve && !reason)
      throw new ApiError(
        Code.invalidInput,
        'requiredField',
        { field: 'reason' },
        { field: 'reason', reason: 'requiredField' },
      );
    await this.db.transaction().execute(async (trx) => {
      const application = await trx
        .selectFrom('shop_applications')
        .selectAll()
        .where('idx', '=', payload.idx)
        .forUpdate()
        .executeTakeFirst();
      if (!application) throw ApiError.notFound();
      if (application.status !== 'pending') throw new ApiError(Code.forbidden, 'applicationReviewed');
      if (payload.approve) {
        const applicant = await trx
          .selectFrom('users')
          .select('role')
          .where('idx', '=', application.user_idx)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (applicant.role !== 'buyer') throw new ApiError(Code.forbidden, 'alreadySeller');
        // Checked again: a shop may have taken the name (or a look-alike) since the application
        // was filed, and an application filed before names were cleaned is cleaned here.
        const name = cleanDisplayName(application.shop_name);
        if (await isShopNameTaken(trx, name)) throw new ApiError(Code.forbidden, 'shopNameClash');
        const shop = await trx
          .insertInto('shops')
          .values({
            owner_idx: application.user_idx,
            name,
            name_key: displayNameKey(name),
            description: application.description,
          })
          .returning('idx')
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => {
            // Another approval of a look-alike name committed between the check and this insert.
            if (isUniqueViolation(error, SHOP_NAME_KEY_INDEX)) throw new ApiError(Code.forbidden, 'shopNameClash');
            throw error;
          });
        // Found by the header search at once, not at the next index rebuild.
        await addSearchTerm(trx, { kind: SuggestionFlag.shop, name, idx: shop.idx, weight: 0 });
        await trx
          .updateTable('users')
          .set({ role: 'seller', updated_at: sql<Date>`now()` })
          .where('idx', '=', application.user_idx)
          .execute();
      }
      await trx
        .updateTable('shop_applications')
        .set({
          status: payload.approve ? 'approved' : 'rejected',
          reason: payload.approve ? null : reason,
          reviewed_by: staffIdx,
          reviewed_at: sql<Date>`now()`,
        })
        .where('idx', '=', application.idx)
        .execute();
    });
    if (payload.approve) await reloadSuggestionIndex(this.db);
    return toView(await this.selectViews().where('a.idx', '=', payload.idx).executeTakeFirstOrThrow());
  }
}
