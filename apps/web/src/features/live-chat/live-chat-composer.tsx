import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCanSend } from '../../chat/chat-send.ts';
import { notify } from '../../components/dialogs/message-store.ts';
import { ChatSendBox } from '../../components/chat/send-box.tsx';
import { finishChat, sendLiveMessage, typed } from './live-chat-actions.ts';
import { useLiveChat } from './live-chat-store.ts';

/** "End chat", confirmed in place (no second dialog over the panel). */
function EndChat() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const canEnd = useLiveChat((store) => store.subjectIdx !== null && store.state !== null);

  const end = async () => {
    setBusy(true);
    const result = await finishChat();
    setBusy(false);
    setAsking(false);
    if (!result.ok) notify.error(result.message);
  };
  if (!asking)
    return (
      <button
        ref={trigger}
        type="button"
        className="live-button live-button--plain live-end"
        disabled={!canEnd}
        onClick={() => setAsking(true)}
      >
        {t('live.end.action')}
      </button>
    );
  return (
    <div className="live-end-confirm" role="group" aria-label={t('live.end.action')}>
      <p>{t('live.end.confirm')}</p>
      {/* autoFocus: the question just appeared where the button was. */}
      <button type="button" className="live-button live-button--plain" autoFocus onClick={() => setAsking(false)}>
        {t('live.end.no')}
      </button>
      <button type="button" className="live-button" disabled={busy} onClick={() => void end()}>
        {t('live.end.yes')}
      </button>
    </div>
  );
}

/**
 * The shared send box (text, emoji and pictures: a guest uploads with its guest token, privately,
 * and the picture is shown to its conversation only) with typing sent as `inputing`, and "End
 * chat" above it.
 */
export function LiveChatComposer() {
  const canSend = useCanSend();
  return (
    <div className="live-panel__foot">
      <EndChat />
      <ChatSendBox
        canSend={canSend}
        onTyping={typed}
        onSend={async (message) => {
          const result = await sendLiveMessage(message);
          if (!result.ok) notify.error(result.message);
          return result.ok;
        }}
      />
    </div>
  );
}
