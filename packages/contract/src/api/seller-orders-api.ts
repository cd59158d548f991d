import { orderDetailViewSchema, orderListDataSchema } from '../commerce.ts';
import {
  earningsLedgerListSchema,
  earningsLedgerSchema,
  earningsSummarySchema,
  sellerOrderListSchema,
  sellerOrderReasonSchema,
  shipOrderSchema,
} from '../seller-orders.ts';
import { z } from 'zod';
import { ORDER_PAGE_SIZE } from '../constants.ts';
import { endpoint } from './endpoint.ts';

const OWNER = "4003 for someone who owns no shop (a buyer); 4004 for another shop's order.";
const DETAIL = '`data`: the order as order/detail shows it to the seller afterwards. No `message`.';

/** The seller centre's orders and earnings (/seller/orders, /seller/earnings). */
export const sellerOrdersApi = {
  list: endpoint({
    path: 'seller/order/list',
    summary:
      "The orders of the caller's shop, newest first, optionally of one status and/or whose order number contains `keyword`.",
    notes: `\`paging.size\`: ${ORDER_PAGE_SIZE}; \`counts\`: orders per status for the tabs (of the keyword's orders). Each row also carries \`buyer\`. 4003 for someone who owns no shop.`,
    access: 'user',
    payload: sellerOrderListSchema,
    data: orderListDataSchema,
  }),
  ship: endpoint({
    path: 'seller/order/ship',
    summary:
      "Ships a paid order of the caller's shop with its carrier (`carrierName` when it is 'other') and tracking number. It completes by itself ORDER_AUTO_CONFIRM_DAYS later unless the buyer confirms first.",
    notes: `${DETAIL} 4003 unless it is paid; ${OWNER} 4000 naming \`carrier\`, \`carrierName\` or \`trackingNo\`.`,
    access: 'user',
    payload: shipOrderSchema,
    data: orderDetailViewSchema,
  }),
  cancel: endpoint({
    path: 'seller/order/cancel',
    summary:
      "Cancels a pending or paid (not shipped) order of the caller's shop with a reason the buyer sees: its stock goes back, and a paid one's total is refunded to the buyer's wallet.",
    notes: `${DETAIL} 4003 once shipped, completed or cancelled; ${OWNER} 4000 naming \`reason\`.`,
    access: 'user',
    payload: sellerOrderReasonSchema,
    data: orderDetailViewSchema,
  }),
  refund: endpoint({
    path: 'seller/order/refund',
    summary:
      "Refunds a completed order of the caller's shop with a reason the buyer sees: the buyer gets the total back, the shop's 'sale' and 'commission' rows are reversed (the shop pays back the total less the commission), and the order is cancelled.",
    notes: `${DETAIL} 4003 unless completed; 4000 naming \`balance\` when the shop's wallet cannot cover it; ${OWNER} 4000 naming \`reason\`.`,
    access: 'user',
    payload: sellerOrderReasonSchema,
    data: orderDetailViewSchema,
  }),
  earnings: endpoint({
    path: 'seller/earnings/summary',
    summary:
      "The caller's shop's earnings: `pending` (paid and shipped orders not settled yet, less their commission), `available` (the wallet balance), `commissionPaid`, `salesTotal` (both net of refunds) and the last 30 days' sales by day (UTC).",
    notes: 'Cents. 4003 for someone who owns no shop.',
    access: 'user',
    payload: z.strictObject({}),
    data: earningsSummarySchema,
  }),
  earningsLedger: endpoint({
    path: 'seller/earnings/ledger',
    summary:
      "The shop owner's 'sale', 'commission' and 'withdrawal' ledger rows, newest first, with their order numbers.",
    notes: 'Pages of 20. 4003 for someone who owns no shop.',
    access: 'user',
    payload: earningsLedgerListSchema,
    data: earningsLedgerSchema,
  }),
};
