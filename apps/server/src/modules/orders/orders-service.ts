import type {
  EarningsLedger,
  EarningsSummary,
  OrderDetailView,
  OrderListData,
  OrderStatus,
  PlaceOrderData,
  PlaceOrderPayload,
  SellerOrderListPayload,
  ShipOrderPayload,
} from '@storefront/contract';
import { EARNINGS_DAYS } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { shopIdxOfOwner } from '../catalog/shops-repository.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { placeOrder } from './checkout.ts';
import { walletBalance } from '../wallet/wallet-ledger.ts';
import { earningsLedger, salesByDay, saleTotals } from '../wallet/wallet-earnings.ts';
import { cancelOrder, confirmOrder, payOrder, refundOrder, sellerCancelOrder, shipOrder } from './order-actions.ts';
import { autoConfirmOrders, type SettlementRules } from './order-settlement.ts';
import { reviewOrder, type ItemReview } from './order-reviews.ts';
import { listOrders, orderDetail, pendingEarnings } from './order-views.ts';
import { sellerShopOf } from '../seller/seller-policy.ts';

/** Checkout and orders for buyers and sellers. No HTTP here: the routes call these. */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
    /** The commission and the auto-confirm delay (PLATFORM_COMMISSION_PERCENT, ORDER_AUTO_CONFIRM_DAYS). */
    readonly rules: SettlementRules,
  ) {}

  place(buyerIdx: number, payload: PlaceOrderPayload): Promise<PlaceOrderData> {
    return placeOrder(this.db, buyerIdx, payload);
  }

  /** The buyer's orders, their items titled in `lang` where the product has that translation. */
  list(buyerIdx: number, status: OrderStatus | undefined, page: number, lang?: string): Promise<OrderListData> {
    return listOrders(this.db, { buyerIdx }, status, page, undefined, lang);
  }

  async sellerList(sellerIdx: number, query: SellerOrderListPayload): Promise<OrderListData> {
    return listOrders(this.db, { shopIdx: await this.shopOf(sellerIdx) }, query.status, query.page, query.keyword);
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
    await confirmOrder(this.db, this.rules, buyerIdx, idx);
    return this.detail(buyerIdx, idx);
  }

  async review(buyerIdx: number, idx: number, reviews: readonly ItemReview[]): Promise<OrderDetailView> {
    await reviewOrder(this.db, this.uploads, buyerIdx, idx, reviews);
    return this.detail(buyerIdx, idx);
  }

  async ship(sellerIdx: number, payload: ShipOrderPayload): Promise<OrderDetailView> {
    const carrier = payload.carrier === 'other' ? (payload.carrierName ?? '') : payload.carrier;
    await shipOrder(this.db, sellerIdx, await this.shopOf(sellerIdx), payload.idx, {
      carrier,
      trackingNo: payload.trackingNo,
    });
    return this.detail(sellerIdx, payload.idx);
  }

  async sellerCancel(sellerIdx: number, idx: number, reason: string): Promise<OrderDetailView> {
    await sellerCancelOrder(this.db, sellerIdx, await this.shopOf(sellerIdx), idx, reason);
    return this.detail(sellerIdx, idx);
  }

  async refund(sellerIdx: number, idx: number, reason: string): Promise<OrderDetailView> {
    await refundOrder(this.db, sellerIdx, await this.shopOf(sellerIdx), idx, reason);
    return this.detail(sellerIdx, idx);
  }

  /** The shop's earnings: pending orders' net, the wallet, sales and commission, the last days' sales. */
  async earnings(sellerIdx: number): Promise<EarningsSummary> {
    const shopIdx = await this.shopOf(sellerIdx);
    const [pending, balance, totals, days] = await Promise.all([
      pendingEarnings(this.db, shopIdx, this.rules.commissionPercent),
      walletBalance(this.db, sellerIdx),
      saleTotals(this.db, sellerIdx),
      salesByDay(this.db, sellerIdx, EARNINGS_DAYS),
    ]);
    return {
      pending,
      available: balance ?? 0,
      commissionPaid: totals.commission,
      salesTotal: totals.sales,
      commissionPercent: this.rules.commissionPercent,
      days,
    };
  }

  async earningsLedger(sellerIdx: number, page: number): Promise<EarningsLedger> {
    await this.shopOf(sellerIdx);
    return earningsLedger(this.db, sellerIdx, page);
  }

  /** Completes the shipped orders past ORDER_AUTO_CONFIRM_DAYS (the sweep every process runs). */
  autoConfirm(): Promise<number> {
    return autoConfirmOrders(this.db, this.rules);
  }

  /** The caller's shop; 4003 for someone who owns none. */
  private async shopOf(userIdx: number): Promise<number> {
    return sellerShopOf(await shopIdxOfOwner(this.db, userIdx));
  }
}
