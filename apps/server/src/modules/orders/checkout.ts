import {
  Code,
  type AddressView,
  type DeliveryQuote,
  type PlaceOrderData,
  type PlaceOrderPayload,
} from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ApiError } from '../../core/api-error.ts';
import { lockSkusForSale, moveStock, type SkuForSale, type StockLine } from '../catalog/commerce-repository.ts';
import { deliveryTo, priceWith, type DeliveryTo } from '../cart/cart-pricing.ts';
import { quoteFrom } from '../shipping/shipping-pricing.ts';
import { verifyTradePassword } from '../wallet/trade-password.ts';
import { insufficientBalance, lockWallet, walletBalance } from '../wallet/wallet-ledger.ts';
import { newOrderNo } from './order-numbers.ts';
import { addEvent, chargeOrders } from './order-store.ts';

/** The delivery address as an order keeps it, whatever happens to the address book later. */
export type AddressSnapshot = Omit<AddressView, 'idx' | 'isDefault'>;

interface ShopItem {
  sku: SkuForSale;
  quantity: number;
  /** The payload line it came from, to name in a refusal. */
  line: number;
}

interface ShopOrder {
  shopIdx: number;
  /** Σ price × quantity of its goods. */
  goods: number;
  /** Priced by the server from the shop's delivery options to the address's country. */
  delivery: DeliveryQuote;
  /** goods + delivery fee. */
  total: number;
  /** Never empty: a shop is in the checkout because of its first item. */
  items: [ShopItem, ...ShopItem[]];
}

/** A line that cannot be bought now: 4000 naming it, with why. */
function lineUnavailable(line: number, sku: SkuForSale | undefined): ApiError {
  const field = `lines.${line}`;
  if (sku?.unavailableReason === 'shopClosed')
    return new ApiError(Code.invalidInput, 'shopClosedLine', { title: sku.title }, { field });
  if (sku?.unavailableReason === 'shopHoliday') {
    return new ApiError(Code.invalidInput, 'shopHolidayLine', { title: sku.title }, { field });
  }
  return ApiError.invalid(field, 'goodsUnavailable');
}

const ORDER_NO_ATTEMPTS = 3;

/**
 * order/place: one transaction makes one order per shop, takes the stock and, with a trade
 * password, pays them all from the wallet (all or nothing). A retry with the same idempotency
 * key, at once or later, answers the orders the first one made.
 */
export async function placeOrder(db: Db, userIdx: number, payload: PlaceOrderPayload): Promise<PlaceOrderData> {
  const replay = await findCheckout(db, userIdx, payload.idempotencyKey);
  if (replay) return replay;
  const address = await db
    .selectFrom('addresses')
    .select(['name', 'calling_code', 'phone', 'country', 'area', 'address'])
    .where('idx', '=', payload.addressIdx)
    .where('user_idx', '=', userIdx)
    .executeTakeFirst();
  if (!address) throw ApiError.invalid('addressIdx', 'chooseAddress');
  const snapshot: AddressSnapshot = {
    name: address.name,
    callingCode: address.calling_code,
    phone: address.phone,
    country: address.country,
    area: address.area,
    address: address.address,
  };
  const pay = payload.tradePassword !== undefined;
  if (payload.tradePassword !== undefined) await verifyTradePassword(db, userIdx, payload.tradePassword);

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => placeIn(trx, userIdx, payload, snapshot, pay));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent twin committed first (the backstop behind the wallet lock): answer its orders.
      const twin = await findCheckout(db, userIdx, payload.idempotencyKey);
      if (twin) return twin;
      // Otherwise two order numbers collided: draw new ones.
      if (!isUniqueViolation(error, 'orders_order_no_key') || attempt >= ORDER_NO_ATTEMPTS) throw error;
    }
  }
}

async function placeIn(
  trx: Db,
  userIdx: number,
  payload: PlaceOrderPayload,
  address: AddressSnapshot,
  pay: boolean,
): Promise<PlaceOrderData> {
  // The buyer's wallet first: it serialises one buyer's checkouts, so a retry waits here and
  // then finds the orders its twin made.
  const balance = await lockWallet(trx, userIdx);
  const replay = await findCheckout(trx, userIdx, payload.idempotencyKey);
  if (replay) return replay;

  const quantities = new Map<number, { goodsIdx: number; quantity: number; line: number }>();
  payload.lines.forEach((line, n) => {
    const seen = quantities.get(line.skuIdx);
    if (seen && seen.goodsIdx !== line.goodsIdx) throw ApiError.invalid(`lines.${n}.goodsIdx`, 'goodsUnavailable');
    quantities.set(line.skuIdx, { goodsIdx: line.goodsIdx, quantity: (seen?.quantity ?? 0) + line.quantity, line: n });
  });
  const skus = await lockSkusForSale(trx, [...quantities.keys()]);
  const shops = new Map<number, Omit<ShopOrder, 'delivery' | 'total'>>();
  for (const [skuIdx, { goodsIdx, quantity, line }] of quantities) {
    const sku = skus.get(skuIdx);
    if (!sku || sku.goodsIdx !== goodsIdx || sku.unavailableReason !== null) throw lineUnavailable(line, sku);
    if (sku.shopOwnerIdx === userIdx) throw new ApiError(Code.forbidden, 'ownGoods');
    if (sku.stock < quantity) {
      throw new ApiError(Code.invalidInput, 'outOfStock', { title: sku.title }, { field: `lines.${line}`, skuIdx });
    }
    const item: ShopItem = { sku, quantity, line };
    const shop = shops.get(sku.shopIdx);
    if (shop) {
      shop.items.push(item);
      shop.goods += sku.price * quantity;
    } else {
      shops.set(sku.shopIdx, { shopIdx: sku.shopIdx, goods: sku.price * quantity, items: [item] });
    }
  }
  // Delivery is priced here, from the shops' options to the address's country: never the browser's figure.
  const delivery = await deliveryTo(trx, skus, address.country);
  const shopOrders: ShopOrder[] = [...shops.values()]
    .sort((a, b) => a.shopIdx - b.shopIdx)
    .map((shop) => {
      const quote = quoteFrom(delivery.rules.get(shop.shopIdx), address.country, shop.goods);
      if (!quote) {
        const [first] = shop.items;
        throw new ApiError(
          Code.invalidInput,
          'noDeliveryLine',
          { title: first.sku.title },
          { field: `lines.${first.line}` },
        );
      }
      return { ...shop, delivery: quote, total: shop.goods + quote.fee };
    });
  const total = shopOrders.reduce((sum, order) => sum + order.total, 0);
  if (!Number.isSafeInteger(total)) throw ApiError.invalid('lines');
  // The skus are locked: a price change waits for this checkout, or this one sees it here.
  if (total !== payload.total) throw pricesChanged(payload, skus, delivery);
  if (pay && balance < total) throw insufficientBalance();

  const lines: StockLine[] = shopOrders.flatMap((order) =>
    order.items.map(({ sku, quantity }) => ({ skuIdx: sku.skuIdx, goodsIdx: sku.goodsIdx, quantity })),
  );
  await moveStock(trx, lines, -1);

  const created: { idx: number; orderNo: string; shopIdx: number; total: number; lines: StockLine[] }[] = [];
  for (const order of shopOrders) {
    const row = await trx
      .insertInto('orders')
      .values({
        order_no: newOrderNo(),
        user_idx: userIdx,
        shop_idx: order.shopIdx,
        total: order.total,
        delivery_fee: order.delivery.fee,
        delivery_days_min: order.delivery.daysMin,
        delivery_days_max: order.delivery.daysMax,
        address: JSON.stringify(address),
        checkout_key: payload.idempotencyKey,
      })
      .returning(['idx', 'order_no'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        order.items.map(({ sku, quantity }) => ({
          order_idx: row.idx,
          goods_idx: sku.goodsIdx,
          sku_idx: sku.skuIdx,
          title: sku.title,
          cover: sku.cover,
          dimension_label: sku.dimensionLabel,
          price: sku.price,
          quantity,
        })),
      )
      .execute();
    await addEvent(trx, row.idx, 'pending', 'Order placed', userIdx);
    created.push({
      idx: row.idx,
      orderNo: row.order_no,
      shopIdx: order.shopIdx,
      total: order.total,
      lines: order.items.map(({ sku, quantity }) => ({ skuIdx: sku.skuIdx, goodsIdx: sku.goodsIdx, quantity })),
    });
  }
  if (pay) await chargeOrders(trx, userIdx, created);
  const placed = await findCheckout(trx, userIdx, payload.idempotencyKey);
  // Read in the transaction that inserted them: missing, the insert or the key's query is broken.
  if (!placed) throw new Error(`checkout: the ${created.length} orders just made are not found by their key`);
  return placed;
}

/**
 * The shopper was shown another total than the catalog's: nothing is charged or made, and the
 * answer carries the lines priced now, so the page can show them and ask again.
 */
function pricesChanged(
  payload: PlaceOrderPayload,
  skus: ReadonlyMap<number, SkuForSale>,
  delivery: DeliveryTo,
): ApiError {
  const priced = priceWith(payload.lines, skus, delivery);
  return new ApiError(
    Code.invalidInput,
    'pricesChanged',
    { total: formatCents(priced.total) },
    { field: 'total', ...priced },
  );
}

/** Cents as the storefront writes money: `$1,234.50`. */
function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** The orders one checkout made, as order/place answers them; null when that key made none. */
export async function findCheckout(db: Db, userIdx: number, key: string): Promise<PlaceOrderData | null> {
  const orders = await db
    .selectFrom('orders')
    .select(['idx', 'order_no', 'shop_idx', 'total', 'status', 'paid_at'])
    .where('user_idx', '=', userIdx)
    .where('checkout_key', '=', key)
    .orderBy('shop_idx')
    .execute();
  if (orders.length === 0) return null;
  const paid = orders.some((order) => order.paid_at !== null);
  const balance = paid ? await walletBalance(db, userIdx) : null;
  return {
    orders: orders.map((o) => ({
      idx: o.idx,
      orderNo: o.order_no,
      shopIdx: o.shop_idx,
      total: o.total,
      status: o.status,
    })),
    total: orders.reduce((sum, order) => sum + order.total, 0),
    balance,
  };
}
