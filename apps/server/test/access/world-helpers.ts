import type { AckOf, ClientEventName, ClientPayloadOf } from '@storefront/contract';
import { uniqueEmail, type TestApp } from '../test-app.ts';
import { skuOf, type TestShop } from '../commerce-helpers.ts';
import { ask, type ChatSocket } from '../../src/modules/pm/pm.test-helpers.ts';

/** What the world's builders share: calls and events that must succeed, and the forms they send. */

/** Sends an event that must succeed; its acknowledgement. */
export async function must<E extends ClientEventName>(socket: ChatSocket, event: E, payload: ClientPayloadOf<E>) {
  const ack = await ask(socket, event, payload);
  if (ack.code !== 0) throw new Error(`${event} failed: ${JSON.stringify(ack)}`);
  return ack as Extract<AckOf<E>, { code: 0 }>;
}

/** Makes a call that must succeed; its `data`. */
export async function call<T>(app: TestApp, path: string, payload: Record<string, unknown>, token: string): Promise<T> {
  const answer = await app.call<T>(path, payload, { token });
  if (answer.body.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(answer.body).slice(0, 400)}`);
  return answer.body.data as T;
}

/** Makes a call that must succeed and answers the idx of what it made. */
export const made = async (app: TestApp, path: string, payload: Record<string, unknown>, token: string) =>
  (await call<{ idx: number }>(app, path, payload, token)).idx;

export { TEST_ADDRESS as ADDRESS } from '../commerce-helpers.ts';

/** A draft product of the seller centre's form: one SKU, one picture of the seller's. */
export function draftForm(categoryIdx: number, picture: string, idx?: number, skuIdx?: number) {
  return {
    ...(idx === undefined ? {} : { idx }),
    categoryIdx,
    title: 'Linen shirt',
    images: [picture],
    skus: [{ ...(skuIdx === undefined ? {} : { idx: skuIdx }), values: [], price: 1_500, stock: 5 }],
    status: 'draft' as const,
  };
}

let applications = 0;
/** A shop application with a name of its own. */
export function applicationForm(categoryIdx: number) {
  return {
    shopName: `Access Pottery ${++applications}`,
    contactName: 'Ada Owner',
    contactPhone: '+447700900123',
    email: uniqueEmail('applicant'),
    categoryIdx,
    description: 'Hand-made ceramics and kitchenware, shipped worldwide.',
  };
}

/** A cart line of a shop's first product, as the device stores it. */
export function cartItem(shop: TestShop) {
  const sku = skuOf(shop);
  return {
    idx: sku.goodsIdx,
    sku: { idx: sku.idx, price: sku.price, discountPrice: null },
    title: 'Test Shirt',
    urlCover: '/uploads/seed/goods/shirt-400.webp',
    dimensions: ['Colour'],
    selectedValues: [{ index: 0, label: 'Navy', value: '0' }],
    dimensionValue: '0',
    quantity: 1,
    price: sku.price,
    selected: true,
    index: 0,
  };
}
