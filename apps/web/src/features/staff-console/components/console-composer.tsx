import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { currentSocket } from '../../../api/socket-client.ts';
import { useCanSend } from '../../../chat/chat-send.ts';
import { notify } from '../../../components/dialogs/message-store.ts';
import { ChatSendBox, type ChatEditorHandle } from '../../../components/chat/send-box.tsx';
import { createTypingEmitter } from '../../../components/chat/typing.ts';
import { useCannedAnswers } from '../console-api.ts';
import { cannedQuery, filterCanned } from '../console-cache.ts';
import { sendReply } from '../console-data.ts';

/** How many canned answers the '/' list shows at once. */
const CANNED_SHOWN = 8;

/**
 * The agent's reply box: the shared send box (text, emoji, pictures) with the agent's typing sent
 * as `inputing`, and canned answers: '/' at the start of the input lists them, filtered by what
 * follows; arrows choose, Enter or Tab puts the answer's body in the input as text.
 */
export function ConsoleComposer({ subjectIdx }: { subjectIdx: number }) {
  const { t } = useTranslation();
  const id = useId();
  const canSend = useCanSend();
  const editor = useRef<ChatEditorHandle>(null);
  const canned = useCannedAnswers();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const typing = useMemo(
    () =>
      createTypingEmitter((inputing, text) => {
        // Not acknowledged (spec 7.4): one lost while disconnected is replaced by the next.
        currentSocket()?.emit('inputing', { subjectIdx, inputing, text: text.slice(0, 10_000) });
      }),
    [subjectIdx],
  );
  useEffect(() => () => typing.stop(), [typing]);

  const matches = query === null ? [] : filterCanned(canned.data ?? [], query).slice(0, CANNED_SHOWN);
  const open = query !== null && matches.length > 0;
  const chosen = matches[Math.min(active, matches.length - 1)];

  const insert = (body: string) => {
    setQuery(null);
    // As text: the box escapes it when it is sent, so a canned body is never read as HTML.
    editor.current?.setText(body);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((n) => (n + step + matches.length) % matches.length);
      return true;
    }
    if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
      event.preventDefault();
      insert(chosen.body);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
      return true;
    }
    return false;
  };

  const list = open ? (
    <ul
      id={`${id}-canned`}
      className="console-canned-popup"
      role="listbox"
      aria-label={t('staff.console.canned.title')}
    >
      {matches.map((row, n) => (
        <li
          key={row.idx}
          id={`${id}-canned-${row.idx}`}
          role="option"
          aria-selected={row === chosen}
          className="console-canned-popup__option"
          onMouseDown={(event) => {
            // Keeps the caret in the input.
            event.preventDefault();
            setActive(n);
            insert(row.body);
          }}
        >
          <strong>/{row.shortcut}</strong> <span>{row.body}</span>
        </li>
      ))}
    </ul>
  ) : null;

  return (
    <ChatSendBox
      canSend={canSend}
      editorRef={editor}
      above={list}
      editorProps={{
        'aria-controls': open ? `${id}-canned` : undefined,
        'aria-activedescendant': open && chosen ? `${id}-canned-${chosen.idx}` : undefined,
      }}
      onEditorKeyDown={onKeyDown}
      onTyping={(text) => {
        const next = cannedQuery(text);
        if (next !== query) setActive(0);
        // The list opens: ask for it again, another agent may have changed it.
        if (next !== null && query === null) void canned.refetch();
        setQuery(next);
        if (text) typing.input(text);
        else typing.stop();
      }}
      onSend={async (message) => {
        typing.stop();
        const result = await sendReply(subjectIdx, message);
        if (!result.ok) notify.error(result.message);
        return result.ok;
      }}
    />
  );
}
