import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { statusText } from './live-chat-status.ts';
import { useLiveChat } from './live-chat-store.ts';

/** Spec 2.5 header: the welcome text, the prompt to ask and the online indicator; then where the chat stands. */
export function LiveChatHeader() {
  const { t } = useTranslation();
  const state = useLiveChat((store) => store.state);
  const online = state?.staffOnline ?? false;
  return (
    <header className="live-panel__header">
      <h2 className="live-panel__welcome">{t('live.welcome')}</h2>
      <p className="live-panel__prompt">{t('live.prompt')}</p>
      <p className={`live-panel__online live-panel__online--${online ? 'on' : 'off'}`}>
        <span className="live-panel__dot" aria-hidden="true" />
        {online ? t('live.online') : t('live.offline')}
      </p>
      <p className="live-panel__status" role="status">
        {statusText(state, t)}
      </p>
    </header>
  );
}
