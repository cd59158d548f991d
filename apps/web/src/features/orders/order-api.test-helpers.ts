import type { OrderDetailView, OrderItemView, OrderListData, OrderView } from '@storefront/contract';
import { ORDER_PAGE_SIZE, ORDER_STATUSES, type OrderStatus } from '@storefront/contract/constants';
import { configureRequest } from '../../api/request.ts';

/*
 * For component tests only: an in-memory stand-in for the order calls of the contract, plugged
 * into the real request helper through configureRequest, so the components' real request path
 * (context, envelope, action call outcomes) runs. The browser journey e2e/specs/orders.test.ts
 * runs the same pages against the real server.
 */

type Payload = Record<string, unknown>;

export function testItem(idx: number, overrides: Partial<OrderItemView> = {}): OrderItemView {
  return {
    idx,
    goodsIdx: 100 + idx,
    skuIdx: 200 + idx,
    title: `Desk lamp ${idx}`,
    urlCover: `/uploads/lamp-${idx}.webp`,
    dimensionLabel: 'Colour: Red',
    price: 2599,
    quantity: 1,
    reviewed: false,
    ...overrides,
  };
}

export function testOrder(idx: number, status: OrderStatus, overrides: Partial<OrderDetailView> = {}): OrderDetailView {
  const items = overrides.items ?? [testItem(idx * 10)];
  return {
    idx,
    orderNo: `2025030400${idx}`,
    status,
    total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    shop: { idx: 1, name: 'Lamp House', logo: '' },
    items,
    createAt: '2025-03-04T05:06:00.000Z',
    payBy: status === 'pending' ? '2025-03-04T05:36:00.000Z' : null,
    trackingNo: null,
    deliveryFee: 0,
    carrier: null,
    cancelReason: null,
    deliveryDays: null,
    address: {
      name: 'Ann Lee',
      callingCode: '1',
      phone: '5550100',
      country: 'US',
      area: 'Springfield',
      address: '1 Main St',
    },
    events: [{ status: 'pending', note: '', createAt: '2025-03-04T05:06:00.000Z', automatic: false }],
    paidAt: null,
    shippedAt: null,
    completedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

export interface TestApi {
  orders: OrderDetailView[];
  shopOrders: OrderDetailView[];
  calls: { path: string; payload: Payload }[];
  /** Images received by the upload endpoint so far. */
  uploads: number;
  /** The calls made to `path`, payloads only. */
  callsTo(path: string): Payload[];
}

const view = ({ address: _a, events: _e, ...order }: OrderDetailView): OrderView => order;

function list(orders: OrderDetailView[], payload: Payload): OrderListData {
  const status = payload.status as OrderStatus | undefined;
  const page = Number(payload.page ?? 1);
  const matching = status ? orders.filter((order) => order.status === status) : orders;
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, orders.filter((o) => o.status === s).length]));
  return {
    rows: matching.slice((page - 1) * ORDER_PAGE_SIZE, page * ORDER_PAGE_SIZE).map(view),
    paging: { current: page, total: matching.length, size: ORDER_PAGE_SIZE },
    counts: counts as Record<OrderStatus, number>,
  };
}

/** Plugs the stand-in in and returns its state, which a test may change between calls. */
export function installTestApi(orders: OrderDetailView[], shopOrders: OrderDetailView[] = []): TestApi {
  const api: TestApi = {
    orders,
    shopOrders,
    calls: [],
    uploads: 0,
    callsTo: (path) => api.calls.filter((call) => call.path === path).map((call) => call.payload),
  };
  const find = (idx: unknown) => [...api.orders, ...api.shopOrders].find((order) => order.idx === idx);
  const move = (order: OrderDetailView, status: OrderStatus) => {
    order.status = status;
    order.payBy = null;
    order.events = [...order.events, { status, note: '', createAt: '2025-03-05T08:00:00.000Z', automatic: false }];
  };
  configureRequest({
    fetch: async (input, init) => {
      // The shared upload endpoint (multipart): each image gets the next /uploads address.
      if (init?.body instanceof FormData) {
        api.uploads += 1;
        api.calls.push({ path: 'service/v1/upload', payload: {} });
        return Response.json({ code: 0, data: { data: `/uploads/review/p${api.uploads}.webp` } });
      }
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      const { context: _context, ...payload } = JSON.parse(String(init?.body)) as Payload;
      api.calls.push({ path, payload });
      const order = find(payload.idx);
      const ok = (data: unknown = null) => Response.json({ code: 0, data });
      switch (path) {
        case 'order/list':
          return ok(list(api.orders, payload));
        case 'seller/order/list':
          return ok(list(api.shopOrders, payload));
        case 'order/detail':
          return order ? ok(order) : Response.json({ code: 4004, message: 'Order not found' });
        case 'order/pay':
          if (payload.tradePassword !== '123456') return Response.json({ code: 4002 });
          move(order!, 'paid');
          return ok();
        case 'order/cancel':
          move(order!, 'cancelled');
          return ok();
        case 'order/confirm':
          move(order!, 'completed');
          return ok();
        case 'seller/order/ship':
          order!.trackingNo = String(payload.trackingNo);
          move(order!, 'shipped');
          return ok();
        case 'order/review':
          for (const review of payload.reviews as { itemIdx: number }[]) {
            order!.items = order!.items.map((item) =>
              item.idx === review.itemIdx ? { ...item, reviewed: true } : item,
            );
          }
          return ok();
        default:
          return Response.json({ code: 4004, message: `unknown call ${path}` });
      }
    },
  });
  return api;
}
