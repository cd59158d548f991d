import { PM_REMARK_MAX_CHARS } from '@storefront/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../components/busy-button.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { Modal } from '../../components/modal.tsx';
import { saveRemark } from './pm-data.ts';

export interface RemarkDialogProps {
  open: boolean;
  subjectIdx: number;
  remark: string;
  onClose: () => void;
}

/** Spec 2.4: the remark-edit dialog, with cancel and confirm. */
export function RemarkDialog({ open, subjectIdx, remark, onClose }: RemarkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('pm.remark.title')} className="pm-remark-dialog">
      {/* Mounted while open only, so each opening starts from the saved remark. */}
      <RemarkForm subjectIdx={subjectIdx} remark={remark} onClose={onClose} />
    </Modal>
  );
}

function RemarkForm({ subjectIdx, remark, onClose }: Omit<RemarkDialogProps, 'open'>) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(remark);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    const result = await saveRemark(subjectIdx, value.trim());
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    notify.success(t('common.successful'));
    onClose();
  };

  return (
    <form className="pm-remark-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-remark`}>{t('pm.remark.field')}</label>
        <input
          id={`${id}-remark`}
          value={value}
          maxLength={PM_REMARK_MAX_CHARS}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        <p id={`${id}-hint`} className="pm-remark-form__hint">
          {t('pm.remark.hint')}
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="pm-remark-form__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <BusyButton busy={saving} className="button button--primary">
          {t('common.confirm')}
        </BusyButton>
      </div>
    </form>
  );
}
