import type { UploadVisibility } from '@storefront/contract/constants';
import { emojiUrl } from '@storefront/contract/constants';
import { ImagePlus, SendHorizontal, Smile } from 'lucide-react';
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../dialogs/message-store.ts';
import { isImageFile, pickSingleFile } from '../image-upload/upload-image.ts';
import { isBlankMessage, sanitizeChatHtml } from './chat-html.ts';
import { clearEditor, insertAt, insertPlainText, rangeInside } from './editor-dom.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import { PendingUpload } from './pending-upload.tsx';
import { usePictureUpload } from './use-picture-upload.ts';
import './chat.css';

/** What the send box sends: text or HTML, or (flag 2) the address of an uploaded picture. */
export type ChatOutgoing = { flag?: undefined; body: string } | { flag: 2; body: string };

/** What a caller may do with the input (a canned answer put in, the text read). */
export interface ChatEditorHandle {
  /** The input's plain text. */
  text(): string;
  /** Replaces the input's content with `text` (as text, never HTML), the caret at its end. */
  setText(text: string): void;
  focus(): void;
}

export interface ChatSendBoxProps {
  /** Spec 4 sending permission: connected and no send in progress. */
  canSend: boolean;
  /**
   * Why nothing can be sent here at all (e.g. no conversation chosen): every control is disabled
   * and the input shows this instead of its placeholder.
   */
  unavailable?: string;
  /** Sends; true once the server stored it (idx > 0): only then is the input cleared (spec 4). */
  onSend(message: ChatOutgoing): Promise<boolean>;
  /**
   * Called before anything is sent or uploaded: false stops it (the caller said why, e.g. spec 5
   * plsChoiceSubject). Without it, sending is always aimed somewhere.
   */
  ready?(): boolean;
  /** The input's plain text after every change (for the `inputing` event). */
  onTyping?(text: string): void;
  /** A key in the input, before the box's own handling: true when the caller handled it. */
  onEditorKeyDown?(event: KeyboardEvent<HTMLDivElement>): boolean;
  /** More tool buttons after the picture and emoji ones. */
  tools?: ReactNode;
  /** Shown above the input (e.g. a list of suggestions). */
  above?: ReactNode;
  /** Whether the picture button is offered (default true). */
  pictures?: boolean;
  uploadVisibility?: UploadVisibility;
  editorRef?: Ref<ChatEditorHandle>;
  /** Extra attributes of the input, e.g. aria-controls of a suggestion list. */
  editorProps?: { 'aria-controls'?: string; 'aria-expanded'?: boolean; 'aria-activedescendant'?: string };
}

/**
 * Spec 2.4 send box, shared by every chat: picture upload, a rich-text input ('Start typing';
 * Enter sends, Shift+Enter starts a new line, a paste comes in as plain text), the emoji toggle and
 * picker, and the round send button. Every send control is disabled while sending is not allowed.
 */
export function ChatSendBox({
  canSend: connectedAndIdle,
  unavailable,
  onSend,
  ready = () => true,
  onTyping,
  onEditorKeyDown,
  tools,
  above,
  pictures = true,
  uploadVisibility = 'private',
  editorRef: handleRef,
  editorProps,
}: ChatSendBoxProps) {
  const { t } = useTranslation();
  const canSend = connectedAndIdle && !unavailable;
  const placeholder = unavailable ?? t('chat.send.placeholder');
  const id = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const caret = useRef<Range | null>(null);
  const [empty, setEmpty] = useState(true);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const picture = usePictureUpload((url) => onSend({ flag: 2, body: url }), uploadVisibility);

  const rememberCaret = () => {
    const editor = editorRef.current;
    const range = editor && rangeInside(editor);
    if (range) caret.current = range;
  };
  const onEditorInput = () => {
    rememberCaret();
    const editor = editorRef.current;
    setEmpty(!editor?.textContent && !editor?.querySelector('img'));
    onTyping?.(editor?.textContent ?? '');
  };

  useImperativeHandle(handleRef, () => ({
    text: () => editorRef.current?.textContent ?? '',
    setText: (text: string) => {
      const editor = editorRef.current;
      if (!editor) return;
      clearEditor(editor);
      editor.focus({ preventScroll: true });
      const node = document.createTextNode(text);
      insertAt(editor, node, null);
      onEditorInput();
    },
    focus: () => editorRef.current?.focus({ preventScroll: true }),
  }));

  const sendText = async () => {
    const editor = editorRef.current;
    if (!editor || !canSend || !ready()) return;
    const html = sanitizeChatHtml(editor.innerHTML);
    if (isBlankMessage(html)) {
      notify.error(t('plsInputMsg'));
      return;
    }
    // Spec 4: the editor is cleared only once the server took the message.
    if (await onSend({ body: html.trim() })) {
      clearEditor(editor);
      caret.current = null;
      setEmpty(true);
      onTyping?.('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (onEditorKeyDown?.(event)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void sendText();
  };

  const insertEmoji = (n: number) => {
    const editor = editorRef.current;
    if (!editor) return;
    const image = document.createElement('img');
    image.src = emojiUrl(n);
    image.alt = '';
    insertAt(editor, image, caret.current);
    editor.focus({ preventScroll: true });
    onEditorInput();
  };

  // Spec 4 image upload (use-picture-upload.ts): shown in the thread while it goes, then sent as
  // an image message (flag 2); the file list is emptied at once (one picture at a time).
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = pickSingleFile(input.files);
    input.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      notify.error(t('plsChoiceImage'));
      return;
    }
    if (!ready()) return;
    void picture.start(file);
  };

  const disabled = !canSend || picture.uploading;
  return (
    <>
      {picture.upload && <PendingUpload upload={picture.upload} onRetry={picture.retry} onRemove={picture.remove} />}
      <div className="chat-send">
        <div className="chat-send__tools">
          {pictures && (
            <>
              <input
                ref={fileRef}
                type="file"
                accept="image/*"
                className="visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={onFile}
              />
              <ChatToolButton label={t('chat.send.image')} disabled={disabled} onClick={() => fileRef.current?.click()}>
                <ImagePlus size={20} aria-hidden="true" />
              </ChatToolButton>
            </>
          )}
          <ChatToolButton
            label={t('chat.send.emoji')}
            disabled={!canSend}
            aria-expanded={emojiOpen}
            aria-controls={`${id}-emoji`}
            onClick={() => setEmojiOpen((open) => !open)}
          >
            <Smile size={20} aria-hidden="true" />
          </ChatToolButton>
          {tools}
        </div>
        <EmojiPicker id={`${id}-emoji`} open={emojiOpen} onPick={insertEmoji} />
        {above}
        <div className="chat-send__row">
          <div
            ref={editorRef}
            className={`chat-editor chat-html${empty ? ' chat-editor--empty' : ''}${unavailable ? ' chat-editor--unavailable' : ''}`}
            contentEditable={!unavailable}
            suppressContentEditableWarning
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-disabled={unavailable ? true : undefined}
            aria-label={t('chat.send.input')}
            aria-placeholder={placeholder}
            data-placeholder={placeholder}
            {...editorProps}
            onInput={onEditorInput}
            onKeyDown={onKeyDown}
            onKeyUp={rememberCaret}
            onMouseUp={rememberCaret}
            onBlur={rememberCaret}
            onPaste={(event) => {
              event.preventDefault();
              const editor = editorRef.current;
              if (!editor) return;
              insertPlainText(editor, event.clipboardData.getData('text/plain'));
              onEditorInput();
            }}
            onDrop={(event) => event.preventDefault()}
          />
          <button
            type="button"
            className="chat-send__button"
            disabled={!canSend}
            aria-label={t('chat.send.send')}
            title={t('chat.send.send')}
            onClick={() => void sendText()}
          >
            <SendHorizontal size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
    </>
  );
}

/** One of the send box's icon buttons, named by its label (shown as a tooltip too). */
export function ChatToolButton({
  label,
  children,
  ...button
}: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="chat-tool" aria-label={label} title={label} {...button}>
      {children}
    </button>
  );
}
