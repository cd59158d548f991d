import { Code, type AddressPayload, type AddressView, type Country } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { holdUser } from '../accounts/users-repository.ts';

/** Most saved addresses per user. */
export const ADDRESSES_MAX = 20;

const COLUMNS = ['idx', 'name', 'calling_code', 'phone', 'country', 'area', 'address', 'is_default'] as const;

interface AddressRow {
  idx: number;
  name: string;
  calling_code: string;
  phone: string;
  country: string;
  area: string;
  address: string;
  is_default: boolean;
}

const toView = (row: AddressRow): AddressView => ({
  idx: row.idx,
  name: row.name,
  callingCode: row.calling_code,
  phone: row.phone,
  country: row.country,
  area: row.area,
  address: row.address,
  isDefault: row.is_default,
});

/**
 * The address book: at most one default per user (the first address becomes it; making another
 * the default clears the old one; deleting the default passes it to the newest remaining).
 */
export class AddressesService {
  private readonly isoCodes: ReadonlySet<string>;
  private readonly callingCodes: ReadonlySet<string>;

  /** `countries`: the site's country list, which addresses pick their country and calling code from. */
  constructor(
    private readonly db: Db,
    countries: readonly Country[],
  ) {
    this.isoCodes = new Set(countries.map((c) => c.iso));
    this.callingCodes = new Set(countries.map((c) => c.callingCode));
  }

  /** The default first, then newest first. */
  async list(userIdx: number): Promise<AddressView[]> {
    const rows = await this.db
      .selectFrom('addresses')
      .select(COLUMNS)
      .where('user_idx', '=', userIdx)
      .orderBy('is_default', 'desc')
      .orderBy('idx', 'desc')
      .execute();
    return rows.map(toView);
  }

  /** Adds an address, or edits one of the user's own (`idx`; someone else's is 4004). */
  async save(userIdx: number, payload: AddressPayload): Promise<AddressView> {
    if (!this.callingCodes.has(payload.callingCode)) throw ApiError.invalid('callingCode');
    if (!this.isoCodes.has(payload.country)) throw ApiError.invalid('country');
    const fields = {
      name: payload.name,
      calling_code: payload.callingCode,
      phone: payload.phone,
      country: payload.country,
      area: payload.area,
      address: payload.address,
    };
    return this.db.transaction().execute(async (trx) => {
      await this.lockBook(trx, userIdx);
      const others = await trx
        .selectFrom('addresses')
        .select(['idx', 'is_default'])
        .where('user_idx', '=', userIdx)
        .execute();
      let idx = payload.idx;
      if (idx !== undefined) {
        if (!others.some((row) => row.idx === idx)) throw ApiError.notFound();
      } else if (others.length >= ADDRESSES_MAX) {
        throw new ApiError(Code.invalidInput, 'addressLimit', { max: String(ADDRESSES_MAX) }, { field: 'address' });
      }
      const hasOtherDefault = others.some((row) => row.is_default && row.idx !== idx);
      const isDefault = payload.isDefault || !hasOtherDefault;
      if (isDefault && hasOtherDefault) {
        await trx.updateTable('addresses').set({ is_default: false }).where('user_idx', '=', userIdx).execute();
      }
      if (idx === undefined) {
        const row = await trx
          .insertInto('addresses')
          .values({ user_idx: userIdx, ...fields, is_default: isDefault })
          .returning('idx')
          .executeTakeFirstOrThrow();
        idx = row.idx;
      } else {
        await trx
          .updateTable('addresses')
          .set({ ...fields, is_default: isDefault })
          .where('idx', '=', idx)
          .execute();
      }
      return toView(await trx.selectFrom('addresses').select(COLUMNS).where('idx', '=', idx).executeTakeFirstOrThrow());
    });
  }

  async remove(userIdx: number, idx: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.lockBook(trx, userIdx);
      const removed = await trx
        .deleteFrom('addresses')
        .where('idx', '=', idx)
        .where('user_idx', '=', userIdx)
        .returning('is_default')
        .executeTakeFirst();
      if (!removed) throw ApiError.notFound();
      if (removed.is_default) {
        await trx
          .updateTable('addresses')
          .set({ is_default: true })
          .where(
            'idx',
            '=',
            trx
              .selectFrom('addresses')
              .select(sql<number>`max(idx)`.as('idx'))
              .where('user_idx', '=', userIdx),
          )
          .execute();
      }
    });
  }

  /** One user's address book changes one at a time (the user row is the lock; sign-ins still read it). */
  private async lockBook(trx: Db, userIdx: number): Promise<void> {
    await holdUser(trx, userIdx);
  }
}

/**
 * The country delivery is priced to: the user's address `addressIdx` (4000 naming it when it is not
 * theirs), else their default address's; null for a guest or a user without addresses.
 */
export async function deliveryCountry(db: Db, userIdx: number | null, addressIdx?: number): Promise<string | null> {
  if (userIdx === null) {
    if (addressIdx !== undefined) throw ApiError.invalid('addressIdx', 'chooseAddress');
    return null;
  }
  let query = db.selectFrom('addresses').select('country').where('user_idx', '=', userIdx);
  query = addressIdx === undefined ? query.where('is_default', '=', true) : query.where('idx', '=', addressIdx);
  const row = await query.executeTakeFirst();
  if (!row && addressIdx !== undefined) throw ApiError.invalid('addressIdx', 'chooseAddress');
  return row?.country ?? null;
}
