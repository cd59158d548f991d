import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Modal } from '../../../components/modal.tsx';

/** The contract's ADMIN_REASON_MAX (kept here so the view does not load the contract's schemas). */
const ADMIN_REASON_MAX = 500;

export interface ReasonRequest {
  /** The dialog's title: what is about to happen, to what. */
  title: string;
  /** The confirming button's label. */
  confirm: string;
  /** Whether a reason must be given (1..500 characters). */
  required: boolean;
  /** Without a reason field: a plain confirmation. */
  noReason?: boolean;
  run: (reason: string) => Promise<boolean>;
}

/** Asks for the reason of an admin action (or only confirms it), then runs it; closes when it was done. */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError('');
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request || busy) return;
    const text = reason.trim();
    if (request.required && !request.noReason && !text) {
      setError(t('staff.admin.reasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    const done = await request.run(text);
    setBusy(false);
    if (done) close();
  };

  return (
    <Modal open={request !== null} onClose={close} title={request?.title ?? ''} width={480}>
      <form className="admin-reason" noValidate onSubmit={(event) => void submit(event)}>
        {!request?.noReason && (
          <div className="field">
            <label htmlFor={`${id}-reason`}>
              {request?.required ? t('staff.admin.reason') : t('staff.admin.reasonOptional')}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={ADMIN_REASON_MAX}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-reason-error`}
              onChange={(event) => {
                setReason(event.target.value);
                setError('');
              }}
              autoFocus
            />
            <p id={`${id}-reason-error`} className="field__error">
              {error}
            </p>
          </div>
        )}
        <div className="admin-reason__actions">
          <button type="button" className="button" onClick={close}>
            {t('staff.admin.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {request?.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
