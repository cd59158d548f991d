import { CircleCheck, Headset } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { navigateTo } from '../../api/request.ts';
import { Modal } from '../modal.tsx';
import { useMessageStore } from './message-store.ts';

/** Default target of the result dialog's OK button (spec 2.3). */
export const RESULT_DIALOG_DEFAULT_TARGET = '/realname';

/**
 * The dialog every part of the app opens through the message store: a plain message dialog, or
 * with type 'result' the result dialog of spec 2.3 (tick, title, message, OK, service hint).
 */
export function DialogHost() {
  const { t } = useTranslation();
  const dialog = useMessageStore((state) => state.dialog);
  const close = useMessageStore((state) => state.closeDialog);
  const isResult = dialog?.type === 'result';
  const body = dialog?.message ?? dialog?.body ?? '';
  const okTarget = dialog?.okButton?.to ?? (isResult ? RESULT_DIALOG_DEFAULT_TARGET : undefined);
  const okText = dialog?.okButton?.text ?? dialog?.okText ?? t('common.ok');

  return (
    <Modal open={dialog !== null} onClose={close} title={dialog?.title ?? t('action.notice')} hideTitle={isResult}>
      <div className={isResult ? 'result-dialog' : 'message-dialog'} data-testid="dialog">
        {isResult && <CircleCheck className="result-dialog__tick" size={56} aria-hidden="true" />}
        {isResult && <h2 className="result-dialog__title">{dialog?.title}</h2>}
        {body && <p className="message-dialog__text">{body}</p>}
        {(isResult ? dialog?.okButton !== null : true) && (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => {
              close();
              if (okTarget) navigateTo(okTarget);
            }}
          >
            {okText}
          </button>
        )}
        {isResult && (
          <p className="result-dialog__hint">
            <Headset size={16} aria-hidden="true" /> {t('dialog.contactService')}
          </p>
        )}
      </div>
    </Modal>
  );
}
