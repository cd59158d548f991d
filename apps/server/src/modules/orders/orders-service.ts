import type {
  OrderDetailView,
  OrderListData,
  OrderStatus,
  PlaceOrderData,
  PlaceOrderPayload,
} from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { shopIdxOfOwner } from '../catalog/shops-repository.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { placeOrder } from './checkout.ts';
import { cancelOrder, confirmOrder, payOrder, shipOrder } from './order-actions.ts';
import { reviewOrder, type ItemReview } from './order-reviews.ts';
import { listOrders, orderDetail } from './order-views.ts';
import { Code } from '@storefront/contract';

/** Checkout and orders for buyers and sellers. No HTTP here: the routes call these. */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
  ) {}

  place(buyerIdx: number, payload: PlaceOrderPayload): Promise<PlaceOrderData> {
    return placeOrder(this.db, buyerIdx, payload);
  }

  /** The buyer's orders, their items titled in `lang` where the product has that translation. */
  list(buyerIdx: number, status: OrderStatus | undefined, page: number, lang?: string): Promise<OrderListData> {
    return listOrders(this.db, { buyerIdx }, status, page, lang);
  }

  async sellerList(sellerIdx: number, status: OrderStatus | undefined, page: number): Promise<OrderListData> {
    return listOrders(this.db, { shopIdx: await this.shopOf(sellerIdx) }, status, page);
  }

  /**
   * For the order's buyer or its shop's owner, and read-only for staff (the live chat's console
   * opens a shopper's orders); anyone else gets 4004, as for an unknown order.
   */
  async detail(viewerIdx: number, idx: number, asStaff = false, lang?: string): Promise<OrderDetailView> {
    const detail = await orderDetail(this.db, viewerIdx, idx, asStaff, lang);
    if (!detail) throw ApiError.notFound();
    return detail;
  }

  async pay(buyerIdx: number, idx: number, tradePassword: string): Promise<OrderDetailView> {
    await payOrder(this.db, buyerIdx, idx, tradePassword);
    return this.detail(buyerIdx, idx);
  }

  async cancel(buyerIdx: number, idx: number): Promise<OrderDetailView> {
    await cancelOrder(this.db, buyerIdx, idx);
    return this.detail(buyerIdx, idx);
  }

  async confirm(buyerIdx: number, idx: number): Promise<OrderDetailView> {
    await confirmOrder(this.db, buyerIdx, idx);
    return this.detail(buyerIdx, idx);
  }

  async review(buyerIdx: number, idx: number, reviews: readonly ItemReview[]): Promise<OrderDetailView> {
    await reviewOrder(this.db, this.uploads, buyerIdx, idx, reviews);
    return this.detail(buyerIdx, idx);
  }

  async ship(sellerIdx: number, idx: number, trackingNo: string): Promise<OrderDetailView> {
    await shipOrder(this.db, sellerIdx, await this.shopOf(sellerIdx), idx, trackingNo);
    return this.detail(sellerIdx, idx);
  }

  /** The caller's shop; 4003 for someone who owns none. */
  private async shopOf(userIdx: number): Promise<number> {
    const shopIdx = await shopIdxOfOwner(this.db, userIdx);
    if (shopIdx === null) throw new ApiError(Code.forbidden, 'notASeller');
    return shopIdx;
  }
}
