import { randomUUID } from 'node:crypto';
import type { CartPriceData, OrderDetailView, PlaceOrderData } from '@storefront/contract';
import type { TestApp } from '../test-app.ts';
import { line, skuOf, TRADE_PASSWORD, type Buyer, type Line, type TestShop } from '../commerce-helpers.ts';
import { uploadPhoto } from '../upload-helpers.ts';
import { ADDRESS, call, cartItem, draftForm, made } from './world-helpers.ts';

/*
 * The buyer's and the seller's commerce, which the shopper's and the seller centre's rows aim at:
 * the buyer's address, orders in every state at the seller's shop, payout account, real-name
 * record, favorite, follow and cart; the seller's warehouses, goods and delivery option.
 */

export type OrderState = 'pending' | 'paid' | 'shipped' | 'completed';

export interface CommerceWorld {
  address: number;
  orders: Record<OrderState, number>;
  /** One of the seller's product, as an order or a cart prices it. */
  orderLines: Line[];
  payoutAccount: number;
  realnamePhoto: string;
  /** A public picture the buyer uploaded. */
  buyerPicture: string;
  /** A product of the seller's made in the seller centre (a draft with a picture). */
  draft: { idx: number; skuIdx: number; picture: string };
  /** A draft of the seller's that stays one: unknown to anyone but the seller. */
  unpublished: { goodsIdx: number; skuIdx: number };
  warehouse: number;
  shipping: number;
  shopName: string;
  otherShopName: string;
  /** What the buyer is shown `orderLines` cost to their address (delivery included), which order/place must be sent. */
  checkoutTotal(): Promise<number>;
  /** A new order of the buyer's at the seller's shop, in `state`. */
  freshOrder(state: OrderState): Promise<number>;
  /** The items of an order, as its buyer sees them. */
  orderItems(idx: number): Promise<number[]>;
  /** New things of the same owners, for allowed writes that use theirs up. */
  freshAddress(): Promise<number>;
  freshPayoutAccount(): Promise<number>;
  freshDraft(): Promise<number>;
  freshWarehouse(): Promise<number>;
  freshShipping(): Promise<number>;
}

/** Countries of the site's list the seller has no delivery option for yet. */
const SPARE_COUNTRIES = ['CA', 'GB', 'DE', 'FR', 'ES', 'IT', 'JP', 'KR', 'AU', 'MX'];

export async function buildCommerce(
  app: TestApp,
  { buyer, shop, otherShop, categoryIdx }: { buyer: Buyer; shop: TestShop; otherShop: TestShop; categoryIdx: number },
): Promise<CommerceWorld> {
  const seller = shop.owner.token;
  let spare = 0;

  const warehouse = await made(app, 'seller/warehouse/save', { name: 'North' }, seller);
  // A second warehouse: the shop's last one may never be deleted, so the first stays deletable.
  await made(app, 'seller/warehouse/save', { name: 'South' }, seller);
  const picture = await uploadPhoto(app, seller);
  const newDraft = async () => {
    const saved = await call<{ idx: number; skus: Array<{ idx: number }> }>(
      app,
      'seller/goods/save',
      draftForm(categoryIdx, picture),
      seller,
    );
    return { idx: saved.idx, skuIdx: saved.skus[0]?.idx ?? 0 };
  };
  const draft = { ...(await newDraft()), picture };
  const unpublishedDraft = await newDraft();
  const shippingForm = { country: 'US', fee: 500, freeOver: null, daysMin: 2, daysMax: 5 };
  const shipping = await made(app, 'seller/shipping/save', shippingForm, seller);
  const shopNames = await app.db
    .selectFrom('shops')
    .select(['idx', 'name'])
    .where('idx', 'in', [shop.idx, otherShop.idx])
    .execute();
  const nameOf = (idx: number) => shopNames.find((row) => row.idx === idx)?.name ?? '';

  const address = await made(app, 'address/save', ADDRESS, buyer.token);
  const orderLines = [line(skuOf(shop))];
  const checkoutTotal = async () =>
    (await call<CartPriceData>(app, 'cart/price', { lines: orderLines, addressIdx: address }, buyer.token)).total;
  async function freshOrder(state: OrderState): Promise<number> {
    const placed = await call<PlaceOrderData>(
      app,
      'order/place',
      {
        lines: orderLines,
        addressIdx: address,
        idempotencyKey: randomUUID(),
        total: await checkoutTotal(),
        ...(state === 'pending' ? {} : { tradePassword: TRADE_PASSWORD }),
      },
      buyer.token,
    );
    const idx = placed.orders[0]?.idx ?? 0;
    if (state === 'shipped' || state === 'completed') {
      await call(app, 'seller/order/ship', { idx, carrier: 'UPS', trackingNo: 'TRACK12345' }, seller);
    }
    if (state === 'completed') await call(app, 'order/confirm', { idx }, buyer.token);
    return idx;
  }
  const orders = {
    pending: await freshOrder('pending'),
    paid: await freshOrder('paid'),
    shipped: await freshOrder('shipped'),
    completed: await freshOrder('completed'),
  };
  const payoutForm = () => ({ kind: 'paypal', holder: 'Ann Buyer', accountNo: `ann${++spare}@paypal.test` });
  const payoutAccount = await made(app, 'withdrawal-account/save', payoutForm(), buyer.token);
  const realnamePhoto = await uploadPhoto(app, buyer.token, 'private');
  const realname = { realName: 'Ann Buyer', idNumber: 'AB-1234567', photo: realnamePhoto };
  await call(app, 'user/realname/submit', realname, buyer.token);
  await call(app, 'goods/favorite', { idx: skuOf(shop).goodsIdx, favorite: true }, buyer.token);
  await call(app, 'shop/follow', { idx: shop.idx, follow: true }, buyer.token);
  await call(app, 'cart/save', { items: [cartItem(shop)] }, buyer.token);

  return {
    address,
    orders,
    orderLines,
    payoutAccount,
    realnamePhoto,
    buyerPicture: await uploadPhoto(app, buyer.token),
    draft,
    unpublished: { goodsIdx: unpublishedDraft.idx, skuIdx: unpublishedDraft.skuIdx },
    warehouse,
    shipping,
    shopName: nameOf(shop.idx),
    otherShopName: nameOf(otherShop.idx),
    checkoutTotal,
    freshOrder,
    async orderItems(idx) {
      const detail = await call<OrderDetailView>(app, 'order/detail', { idx }, buyer.token);
      return detail.items.map((item) => item.idx);
    },
    freshAddress: () => made(app, 'address/save', ADDRESS, buyer.token),
    freshPayoutAccount: () => made(app, 'withdrawal-account/save', payoutForm(), buyer.token),
    freshDraft: async () => (await newDraft()).idx,
    freshWarehouse: () => made(app, 'seller/warehouse/save', { name: `Spare ${++spare}` }, seller),
    freshShipping: () =>
      made(
        app,
        'seller/shipping/save',
        { ...shippingForm, country: SPARE_COUNTRIES[spare++ % SPARE_COUNTRIES.length] },
        seller,
      ),
  };
}
