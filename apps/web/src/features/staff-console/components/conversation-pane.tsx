import type { LiveConversation } from '@storefront/contract';
import { ArrowLeft, CircleStop, MessagesSquare, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { Translate } from '../../../lib/i18n/texts.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { chatPlainText } from '../../../components/chat/chat-html.ts';
import { ConnectionBanner } from '../../../components/chat/connection-banner.tsx';
import { ChatMessageList } from '../../../components/chat/message-list.tsx';
import { notify } from '../../../components/dialogs/message-store.ts';
import type { ConsoleSnapshot } from '../console-cache.ts';
import { claimConversation, endConversation, useConsoleMessages, useReadWhenShown } from '../console-data.ts';
import { useConsoleStore } from '../console-store.ts';
import { ConsoleComposer } from './console-composer.tsx';
import { ConsoleMessage } from './console-message.tsx';
import { RatingStars } from './ended-list.tsx';
import { TransferMenu } from './transfer-menu.tsx';

/**
 * The conversation pane: what the connection is doing (issue 19: connecting, reconnecting,
 * offline), above the chosen conversation.
 */
export function ConversationPane(props: {
  conversation: LiveConversation | undefined;
  snapshot: ConsoleSnapshot;
  mobile: boolean;
}) {
  return (
    <>
      <ConnectionBanner />
      <ChosenConversation {...props} />
    </>
  );
}

/** The chosen conversation: its messages, the shopper's typing, the reply box and its actions. */
function ChosenConversation({
  conversation,
  snapshot,
  mobile,
}: {
  conversation: LiveConversation | undefined;
  snapshot: ConsoleSnapshot;
  mobile: boolean;
}) {
  const { t } = useTranslation();
  const setPane = useConsoleStore((state) => state.setPane);
  if (!conversation) {
    return (
      <p className="console-empty console-empty--pane">
        <MessagesSquare size={24} aria-hidden="true" /> {t('staff.console.choose')}
      </p>
    );
  }
  return (
    <section className="console-conversation" aria-labelledby="console-conversation-title">
      <header className="console-conversation__head">
        {mobile && (
          <button
            type="button"
            className="console-icon-button"
            aria-label={t('staff.console.back')}
            onClick={() => setPane('list')}
          >
            <ArrowLeft size={20} aria-hidden="true" />
          </button>
        )}
        <div className="console-conversation__who">
          <h2 id="console-conversation-title" className="console-conversation__title">
            {conversation.shopper.name}
          </h2>
          <p className="console-row__meta">
            {statusText(conversation, snapshot.me.idx, t)}
            {conversation.rating !== null && <RatingStars score={conversation.rating} />}
          </p>
        </div>
        <ConversationActions conversation={conversation} snapshot={snapshot} />
        {mobile && (
          <button
            type="button"
            className="console-icon-button"
            aria-label={t('staff.console.profile.title')}
            onClick={() => setPane('profile')}
          >
            <UserRound size={20} aria-hidden="true" />
          </button>
        )}
      </header>
      <ConversationMessages conversation={conversation} snapshot={snapshot} />
    </section>
  );
}

function statusText(conversation: LiveConversation, meIdx: number, t: Translate) {
  if (conversation.status === 'assigned' && conversation.staffIdx === meIdx) return t('staff.console.status.mine');
  if (conversation.status === 'assigned')
    return t('staff.console.status.other', { name: conversation.staffName ?? '' });
  return t(`staff.console.status.${conversation.status}`);
}

function ConversationActions({
  conversation,
  snapshot,
}: {
  conversation: LiveConversation;
  snapshot: ConsoleSnapshot;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'claim' | 'end' | null>(null);
  const mine = conversation.status === 'assigned' && conversation.staffIdx === snapshot.me.idx;
  const queued = conversation.status === 'queued';
  const run = async (action: 'claim' | 'end') => {
    setBusy(action);
    const result =
      action === 'claim'
        ? await claimConversation(conversation.subjectIdx)
        : await endConversation(conversation.subjectIdx);
    setBusy(null);
    if (!result.ok) notify.error(result.message);
  };
  return (
    <div className="console-conversation__actions">
      {queued && (
        <BusyButton
          busy={busy === 'claim'}
          type="button"
          className="button button--primary"
          onClick={() => void run('claim')}
        >
          {t('staff.console.queue.claim')}
        </BusyButton>
      )}
      {(mine || queued) && (
        <TransferMenu subjectIdx={conversation.subjectIdx} agents={snapshot.agents} meIdx={snapshot.me.idx} />
      )}
      {mine && (
        <BusyButton
          busy={busy === 'end'}
          icon={CircleStop}
          type="button"
          className="button"
          onClick={() => void run('end')}
        >
          {t('staff.console.end')}
        </BusyButton>
      )}
    </div>
  );
}

function ConversationMessages({
  conversation,
  snapshot,
}: {
  conversation: LiveConversation;
  snapshot: ConsoleSnapshot;
}) {
  const { t } = useTranslation();
  const view = useConsoleMessages(conversation.subjectIdx);
  const preview = useConsoleStore((state) => state.typing[conversation.subjectIdx]);
  const meIdx = snapshot.me.idx;
  const mine = conversation.status === 'assigned' && conversation.staffIdx === meIdx;
  useReadWhenShown(conversation, meIdx);
  const agentName = (idx: number | null | undefined) =>
    snapshot.agents.find((agent) => agent.idx === idx)?.name ?? t('chat.staff');
  return (
    <>
      <ChatMessageList
        {...view}
        label={t('staff.console.messagesWith', { name: conversation.shopper.name })}
        emptyText={t('staff.console.noMessage')}
        errorText={t('staff.console.failed')}
        isOwn={(message) => message.staff && message.senderIdx === meIdx}
        renderItem={(message, _index, showTime) => (
          <ConsoleMessage
            key={message.idx}
            message={message}
            showTime={showTime}
            meIdx={meIdx}
            shopper={conversation.shopper}
            agentName={agentName}
            canChange={mine}
          />
        )}
        announce={(newest) =>
          newest.staff
            ? null
            : `${conversation.shopper.name}: ${newest.flag === 2 ? t('chat.messages.announceImage') : chatPlainText(newest.body)}`
        }
        after={
          preview ? (
            <p className="console-typing">
              {t('staff.console.typing')} <span className="console-typing__text">{preview.text}</span>
            </p>
          ) : null
        }
      />
      {mine ? (
        <ConsoleComposer subjectIdx={conversation.subjectIdx} />
      ) : (
        <p className="console-conversation__note">
          {conversation.status === 'ended'
            ? t('staff.console.endedNote')
            : conversation.status === 'assigned'
              ? t('staff.console.otherNote', { name: conversation.staffName ?? '' })
              : t('staff.console.claimNote')}
        </p>
      )}
    </>
  );
}
