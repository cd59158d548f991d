import { useTranslation } from '../../lib/i18n/use-translation.tsx';

/** A pane whose data could not be loaded: what failed, and a retry (UI.md: every list has one). */
export function PaneError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-pane-state" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
