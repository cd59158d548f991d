import type { PlaceOrderPayload } from '@storefront/contract';
import { actionCall } from '../../../components/dialogs/action-call.ts';

/**
 * order/place paid from the wallet, through the generic action call (spec 7.3, 8): the
 * 'processing' notice, 4002 'trade password error', a refusal's message as a notice.
 */
export const placeOrder = (payload: PlaceOrderPayload) => actionCall('order/place', payload);
