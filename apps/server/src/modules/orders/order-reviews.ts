import { Code } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { addRatings, insertReviews } from '../catalog/commerce-repository.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { lockOrder, wrongState } from './order-store.ts';

export interface ItemReview {
  itemIdx: number;
  rating: number;
  body: string;
  photos: string[];
}

/**
 * Reviews items of the buyer's completed order, each item once: the review rows, the items
 * marked reviewed and the goods' rating and review count, in one transaction. Photos must be
 * the buyer's own uploads.
 */
export async function reviewOrder(
  db: Db,
  uploads: UploadsService,
  buyerIdx: number,
  idx: number,
  reviews: readonly ItemReview[],
): Promise<void> {
  const seen = new Set<number>();
  for (const [n, review] of reviews.entries()) {
    if (seen.has(review.itemIdx)) throw ApiError.invalid(`reviews.${n}.itemIdx`);
    seen.add(review.itemIdx);
    for (const photo of review.photos) {
      if (!(await uploads.isOwnUpload(buyerIdx, photo))) {
        throw ApiError.invalid(`reviews.${n}.photos`, 'reviewPhotoNotUploaded');
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, idx);
    if (!order || order.user_idx !== buyerIdx) throw ApiError.notFound();
    if (order.status !== 'completed') throw wrongState('orderNotReviewable');
    const items = await trx
      .selectFrom('order_items')
      .select(['idx', 'goods_idx', 'reviewed'])
      .where('order_idx', '=', idx)
      .execute();
    const byIdx = new Map(items.map((item) => [item.idx, item] as const));
    const rows = reviews.map((review, n) => {
      const item = byIdx.get(review.itemIdx);
      if (!item) throw ApiError.invalid(`reviews.${n}.itemIdx`);
      if (item.reviewed) throw new ApiError(Code.forbidden, 'alreadyReviewed');
      return {
        orderItemIdx: review.itemIdx,
        goodsIdx: item.goods_idx,
        userIdx: buyerIdx,
        rating: review.rating,
        body: review.body,
        photos: review.photos,
      };
    });
    await insertReviews(trx, rows);
    await trx
      .updateTable('order_items')
      .set({ reviewed: true })
      .where('idx', 'in', [...seen])
      .execute();
    await addRatings(trx, rows);
  });
}
