import type { LiveChatMessage, LiveShopper } from '@storefront/contract';
import { MessageFlag } from '@storefront/contract/constants';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { ChatAvatar, StaffAvatar } from '../../../components/chat/chat-avatar.tsx';
import { chatPlainText } from '../../../components/chat/chat-html.ts';
import { ChatBubble, ReadMark } from '../../../components/chat/message-bubble.tsx';
import { ChatMessageBody } from '../../../components/chat/message-body.tsx';
import { notify } from '../../../components/dialogs/message-store.ts';
import { deleteMessage, editMessage } from '../console-data.ts';

const AVATAR = 32;

/** Text typed in the edit field, as the message body: shown as typed, never read as HTML. */
export function textAsBody(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return escaped.replace(/\r?\n/g, '<br>');
}

export interface ConsoleMessageProps {
  message: LiveChatMessage;
  showTime: boolean;
  meIdx: number;
  shopper: LiveShopper;
  /** Other agents by idx (a conversation transferred to this agent holds their messages). */
  agentName(idx: number | null | undefined): string;
  /** Only the agent holding the conversation edits and deletes their messages. */
  canChange: boolean;
}

/**
 * One message in the console: the shopper's on the left, the agent's own on the right with
 * 'read'/'unread', edit (text only) and delete; another agent's marked with their name.
 */
export function ConsoleMessage({ message, showTime, meIdx, shopper, agentName, canChange }: ConsoleMessageProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [busy, setBusy] = useState(false);
  const own = message.staff && message.senderIdx === meIdx;
  const side = own ? 'own' : message.staff ? 'staff' : 'other';
  const senderName = own ? t('chat.you') : message.staff ? agentName(message.senderIdx) : shopper.name;
  const isText = message.flag !== MessageFlag.image;

  const remove = async () => {
    setBusy(true);
    const result = await deleteMessage(message.subjectIdx, message.idx);
    setBusy(false);
    if (!result.ok) notify.error(result.message);
    else setMode('view');
  };

  const meta = (
    <>
      {message.staff && !own && <span className="console-agent-mark">{senderName}</span>}
      {message.editAt && <span className="console-edited">{t('staff.console.message.edited')}</span>}
      {own && <ReadMark readed={message.readed} />}
      {own && canChange && mode === 'view' && (
        <span className="console-message__actions">
          {isText && (
            <button
              type="button"
              className="console-message__icon"
              aria-label={t('staff.console.message.edit')}
              title={t('staff.console.message.edit')}
              onClick={() => setMode('edit')}
            >
              <Pencil size={16} aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            className="console-message__icon"
            aria-label={t('staff.console.delete')}
            title={t('staff.console.delete')}
            onClick={() => setMode('confirm')}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </span>
      )}
      {mode === 'confirm' && (
        <span className="console-message__actions" role="group" aria-label={t('staff.console.message.confirmDelete')}>
          <span>{t('staff.console.message.confirmDelete')}</span>
          <BusyButton
            busy={busy}
            type="button"
            className="chat-link-button console-danger"
            onClick={() => void remove()}
          >
            {t('staff.console.delete')}
          </BusyButton>
          <button type="button" className="chat-link-button" onClick={() => setMode('view')}>
            {t('common.cancel')}
          </button>
        </span>
      )}
    </>
  );

  return (
    <ChatBubble
      message={message}
      side={side}
      showTime={showTime}
      avatar={
        message.staff ? (
          <StaffAvatar size={AVATAR} />
        ) : (
          <ChatAvatar src={shopper.avatar} name={shopper.name} size={AVATAR} />
        )
      }
      senderName={senderName}
      meta={meta}
    >
      {mode === 'edit' ? (
        <EditField message={message} onDone={() => setMode('view')} />
      ) : (
        <ChatMessageBody message={message} />
      )}
    </ChatBubble>
  );
}

function EditField({ message, onDone }: { message: LiveChatMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => chatPlainText(message.body));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('plsInputMsg'));
      return;
    }
    setBusy(true);
    const result = await editMessage(message.subjectIdx, message.idx, textAsBody(text.trim()));
    setBusy(false);
    if (result.ok) onDone();
    else setError(result.message);
  };
  return (
    <form className="console-edit" onSubmit={(event) => void save(event)}>
      <label htmlFor={id} className="visually-hidden">
        {t('staff.console.message.editLabel')}
      </label>
      <textarea
        id={id}
        value={text}
        rows={2}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          }
        }}
        // The field takes the place of the message the agent chose to edit.
        autoFocus
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="console-edit__actions">
        <BusyButton busy={busy} className="button button--primary">
          {t('staff.console.message.save')}
        </BusyButton>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
