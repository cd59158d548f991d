import { DialogButtons } from './dialog-buttons.tsx';

export interface ConfirmStepProps {
  message: string;
  confirmText: string;
  dismissText: string;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
  /** A destructive step (cancelling an order) gets the danger colour. */
  danger?: boolean;
}

/** The body of a "are you sure?" dialog: what will happen, a way back and the confirming button. */
export function ConfirmStep({
  message,
  confirmText,
  dismissText,
  busy,
  onConfirm,
  onDismiss,
  danger,
}: ConfirmStepProps) {
  return (
    <div className="order-dialog">
      <p className="order-dialog__text">{message}</p>
      <DialogButtons
        busy={busy}
        confirmText={confirmText}
        dismissText={dismissText}
        onDismiss={onDismiss}
        onConfirm={onConfirm}
        danger={danger}
      />
    </div>
  );
}
