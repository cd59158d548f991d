import { cleanDisplayName, Code, SuggestionFlag, type Paging, type ShopApplicationView } from '@storefront/contract';
import type { applicationListSchema, reviewApplicationSchema, shopApplicationSchema } from '@storefront/contract';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ShopApplicationsTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ApiError } from '../../core/api-error.ts';
import { lockUserRole, setUserRole } from '../accounts/users-repository.ts';
import { categoryExists } from '../catalog/categories-repository.ts';
import {
  createShop,
  isShopNameTaken,
  SHOP_NAME_KEY_INDEX,
  shopIdxOfOwner,
  shopIdxsOfOwners,
} from '../catalog/shops-repository.ts';
import { addSearchTerm, reloadSuggestionIndex } from '../search/search-index.ts';
import type { SessionService } from '../accounts/session-service.ts';
import { applicantRefusal, approvalRefusal } from './partnership-policy.ts';

export const APPLICATION_PAGE_SIZE = 20;

type ApplicationRow = Selectable<ShopApplicationsTable>;
type ApplicationPayload = z.output<typeof shopApplicationSchema>;
type ListPayload = z.output<typeof applicationListSchema>;
type ReviewPayload = z.output<typeof reviewApplicationSchema>;

function toView(row: ApplicationRow, shopIdx: number | null): ShopApplicationView {
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
    shopIdx: row.status === 'approved' ? shopIdx : null,
  };
}

/**
 * Shop applications (partnership, spec 2.1 /shop/application): a buyer applies, staff approve
 * or reject. Approval makes the applicant a seller with a shop, all in one transaction.
 */
export class PartnershipService {
  constructor(
    private readonly db: Db,
    /** A new seller's sockets connect again to carry the role (issue 19). */
    private readonly sessions?: Pick<SessionService, 'announceStanding'>,
  ) {}

  /** Applications as views, with the shop their approval made (the applicant owns at most one shop). */
  private async toViews(rows: readonly ApplicationRow[]): Promise<ShopApplicationView[]> {
    const shops = await shopIdxsOfOwners(
      this.db,
      rows.map((row) => row.user_idx),
    );
    return rows.map((row) => toView(row, shops.get(row.user_idx) ?? null));
  }

  /** One application as a view, with the shop its approval made. */
  private async rowView(row: ApplicationRow): Promise<ShopApplicationView> {
    return toView(row, await shopIdxOfOwner(this.db, row.user_idx));
  }

  private async viewOf(idx: number): Promise<ShopApplicationView> {
    const row = await this.db
      .selectFrom('shop_applications')
      .selectAll()
      .where('idx', '=', idx)
      .executeTakeFirstOrThrow();
    return this.rowView(row);
  }

  /** The user's latest application, or null when they never applied. */
  async latest(userIdx: number): Promise<ShopApplicationView | null> {
    const row = await this.db
      .selectFrom('shop_applications')
      .selectAll()
      .where('user_idx', '=', userIdx)
      .orderBy('idx', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return this.rowView(row);
  }

  /**
   * Files an application for review. Buyers only (a seller already has a shop; staff cannot
   * own one), one pending at a time, for a known category and a shop name not yet in use.
   */
  async submit(userIdx: number, payload: ApplicationPayload): Promise<ShopApplicationView> {
    const idx = await this.db.transaction().execute(async (trx) => {
      // Locking the applicant serialises their submissions: two at once cannot both pass the check.
      const refusal = applicantRefusal(await lockUserRole(trx, userIdx));
      if (refusal) throw refusal;
      const pending = await trx
        .selectFrom('shop_applications')
        .select('idx')
        .where('user_idx', '=', userIdx)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw new ApiError(Code.forbidden, 'applicationPending');
      if (!(await categoryExists(trx, payload.categoryIdx))) throw ApiError.invalid('categoryIdx');
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
    return this.viewOf(idx);
  }

  /** Staff's list, newest first, optionally of one status. */
  async list(payload: ListPayload): Promise<{ rows: ShopApplicationView[]; paging: Paging }> {
    let rows = this.db.selectFrom('shop_applications').selectAll();
    let count = this.db.selectFrom('shop_applications').select((eb) => eb.fn.countAll<number>().as('total'));
    if (payload.status) {
      rows = rows.where('status', '=', payload.status);
      count = count.where('status', '=', payload.status);
    }
    const [found, total] = await Promise.all([
      rows
        .orderBy('idx', 'desc')
        .limit(APPLICATION_PAGE_SIZE)
        .offset((payload.page - 1) * APPLICATION_PAGE_SIZE)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return {
      rows: await this.toViews(found),
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
    let newSeller: number | null = null;
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
        const refusal = approvalRefusal(await lockUserRole(trx, application.user_idx));
        if (refusal) throw refusal;
        // Checked again: a shop may have taken the name (or a look-alike) since the application
        // was filed, and an application filed before names were cleaned is cleaned here.
        const name = cleanDisplayName(application.shop_name);
        if (await isShopNameTaken(trx, name)) throw new ApiError(Code.forbidden, 'shopNameClash');
        const shopIdx = await createShop(trx, {
          ownerIdx: application.user_idx,
          name,
          description: application.description,
        }).catch((error: unknown) => {
          // Another approval of a look-alike name committed between the check and this insert.
          if (isUniqueViolation(error, SHOP_NAME_KEY_INDEX)) throw new ApiError(Code.forbidden, 'shopNameClash');
          throw error;
        });
        // Found by the header search at once, not at the next index rebuild.
        await addSearchTerm(trx, { kind: SuggestionFlag.shop, name, idx: shopIdx, weight: 0 });
        await setUserRole(trx, application.user_idx, 'seller');
        newSeller = application.user_idx;
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
    if (payload.approve && newSeller !== null) this.sessions?.announceStanding(newSeller, 'role');
    return this.viewOf(payload.idx);
  }
}
