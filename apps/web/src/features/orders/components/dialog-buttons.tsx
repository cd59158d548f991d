import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';

export interface DialogButtonsProps {
  busy: boolean;
  /** The primary button's text; 'processing' stands there while busy. */
  confirmText: string;
  /** The way back; 'Cancel' unless told. */
  dismissText?: string;
  onDismiss: () => void;
  /** A plain button's action; without one the primary button submits its form. */
  onConfirm?: () => void;
  /** A destructive step (cancelling an order) gets the danger colour. */
  danger?: boolean;
}

/** The foot of an order dialog: a way back and the primary button, both held while the call runs. */
export function DialogButtons({ busy, confirmText, dismissText, onDismiss, onConfirm, danger }: DialogButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="order-dialog__buttons">
      <button type="button" className="button" onClick={onDismiss} disabled={busy}>
        {dismissText ?? t('common.cancel')}
      </button>
      <BusyButton
        type={onConfirm ? 'button' : 'submit'}
        className={danger ? 'button button--primary button--danger' : 'button button--primary'}
        onClick={onConfirm}
        busy={busy}
        iconSize={16}
      >
        {busy ? t('action.processing') : confirmText}
      </BusyButton>
    </div>
  );
}
