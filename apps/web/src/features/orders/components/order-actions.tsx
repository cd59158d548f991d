import type { OrderView } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import {
  cancelOrder,
  confirmOrder,
  payOrder,
  sellerCancelOrder,
  shipOrder,
  type OrderActionResult,
} from '../api/order-actions.ts';
import { invalidateOrderData } from '../api/order-queries.ts';
import { orderActions, type OrderSide } from '../order-rules.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { PayForm } from './pay-form.tsx';
import { ReasonForm } from './reason-form.tsx';
import { ShipForm } from './ship-form.tsx';

type DialogKind = 'pay' | 'cancel' | 'confirm' | 'ship' | 'sellerCancel';

export interface OrderActionsProps {
  order: Pick<OrderView, 'idx' | 'orderNo' | 'status' | 'items' | 'total'>;
  sides: readonly OrderSide[];
}

/**
 * The buttons an order offers by its status (order-rules.ts), each opening an accessible dialog
 * first: the trade password prompt, a confirmation, or the tracking number form.
 */
export function OrderActions({ order, sides }: OrderActionsProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = sides.flatMap((side) => orderActions(order, side));
  if (actions.length === 0) return null;

  const run = async (call: () => Promise<OrderActionResult>): Promise<boolean> => {
    setBusy(true);
    const { ok } = await call();
    setBusy(false);
    if (ok) {
      setDialog(null);
      await invalidateOrderData(client);
    }
    return ok;
  };
  const close = () => {
    if (!busy) setDialog(null);
  };

  const titles: Record<DialogKind, string> = {
    pay: t('orders.pay.title', { orderNo: order.orderNo }),
    cancel: t('orders.cancel.title'),
    confirm: t('orders.confirm.title'),
    ship: t('orders.ship.title', { orderNo: order.orderNo }),
    sellerCancel: t('orders.sellerCancel.title', { orderNo: order.orderNo }),
  };

  return (
    <div className="order-actions">
      {actions.map((action) =>
        action === 'review' ? (
          <Link key={action} to={`/mine/order/review?idx=${order.idx}`} className="button button--primary">
            {t('orders.actions.review')}
          </Link>
        ) : (
          <button
            key={action}
            type="button"
            className={`button ${action === 'cancel' || action === 'sellerCancel' ? '' : 'button--primary'}`}
            data-action={action}
            onClick={() => setDialog(action)}
          >
            {t(`orders.actions.${action}`)}
          </button>
        ),
      )}
      <Modal open={dialog !== null} onClose={close} title={dialog ? titles[dialog] : ''}>
        {dialog === 'pay' && (
          <PayForm
            total={order.total}
            busy={busy}
            onDismiss={close}
            onPay={(tradePassword) => run(() => payOrder(order.idx, tradePassword))}
          />
        )}
        {dialog === 'cancel' && (
          <ConfirmStep
            message={t(order.status === 'paid' ? 'orders.cancel.textPaid' : 'orders.cancel.text', {
              orderNo: order.orderNo,
            })}
            confirmText={t('orders.cancel.confirm')}
            dismissText={t('orders.cancel.keep')}
            danger
            busy={busy}
            onDismiss={close}
            onConfirm={() => void run(() => cancelOrder(order.idx))}
          />
        )}
        {dialog === 'confirm' && (
          <ConfirmStep
            message={t('orders.confirm.text', { orderNo: order.orderNo })}
            confirmText={t('orders.confirm.confirm')}
            dismissText={t('orders.confirm.notYet')}
            busy={busy}
            onDismiss={close}
            onConfirm={() => void run(() => confirmOrder(order.idx))}
          />
        )}
        {dialog === 'ship' && (
          <ShipForm busy={busy} onDismiss={close} onShip={(shipment) => run(() => shipOrder(order.idx, shipment))} />
        )}
        {dialog === 'sellerCancel' && (
          <ReasonForm
            busy={busy}
            text={t(order.status === 'paid' ? 'orders.sellerCancel.textPaid' : 'orders.sellerCancel.text')}
            confirmText={t('orders.sellerCancel.submit')}
            onDismiss={close}
            onSend={(reason) => run(() => sellerCancelOrder(order.idx, reason))}
          />
        )}
      </Modal>
    </div>
  );
}
