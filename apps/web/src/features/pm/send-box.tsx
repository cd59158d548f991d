import type { GoodsCard } from '@storefront/contract';
import { emojiUrl } from '@storefront/contract/constants';
import { ImagePlus, LoaderCircle, SendHorizontal, ShoppingBag, Smile } from 'lucide-react';
import { useId, useRef, useState, type ButtonHTMLAttributes, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/dialogs/message-store.ts';
import { isImageFile, pickSingleFile, uploadImage } from '../../components/image-upload/upload-image.ts';
import { clearEditor, insertAt, insertPlainText, rangeInside } from './editor-dom.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import { GoodsPicker } from './goods-picker.tsx';
import { sendPm, usePmCanSend, type PmOutgoing } from './pm-data.ts';
import { isBlankMessage, sanitizePmHtml } from './pm-html-render.ts';

export interface SendBoxProps {
  /** The chosen conversation, null when none is (spec 5: plsChoiceSubject). */
  subjectIdx: number | null;
  /** The conversation's shop, whose goods the product button offers; null until it is known. */
  shopIdx: number | null;
}

/**
 * Spec 2.4 send box: picture upload, a rich-text input ('Start typing'; Enter sends, Shift+Enter
 * starts a new line, a paste comes in as plain text), the emoji toggle and picker, a product
 * button and the round send button. Every send control is disabled while sending is not allowed.
 */
export function SendBox({ subjectIdx, shopIdx }: SendBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const canSend = usePmCanSend();
  const editorRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const caret = useRef<Range | null>(null);
  const [empty, setEmpty] = useState(true);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [goodsOpen, setGoodsOpen] = useState(false);
  const [uploading, setUploading] = useState(false);

  const noSubject = () => {
    notify.error(t('plsChoiceSubject'));
    return true;
  };
  const send = async (message: PmOutgoing): Promise<boolean> => {
    if (subjectIdx === null) return !noSubject();
    const result = await sendPm(subjectIdx, message);
    if (!result.ok) notify.error(result.message);
    return result.ok;
  };

  const rememberCaret = () => {
    const editor = editorRef.current;
    const range = editor && rangeInside(editor);
    if (range) caret.current = range;
  };
  const onEditorInput = () => {
    rememberCaret();
    setEmpty(!editorRef.current?.textContent && !editorRef.current?.querySelector('img'));
  };

  const sendText = async () => {
    const editor = editorRef.current;
    if (!editor || !canSend) return;
    if (subjectIdx === null) {
      noSubject();
      return;
    }
    const html = sanitizePmHtml(editor.innerHTML);
    if (isBlankMessage(html)) {
      notify.error(t('plsInputMsg'));
      return;
    }
    // Spec 4: the editor is cleared only once the server took the message.
    if (await send({ body: html.trim() })) {
      clearEditor(editor);
      caret.current = null;
      setEmpty(true);
    }
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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

  // Spec 4 image upload: the status becomes 'uploading'; then the status is removed and the
  // image message (flag 2) is sent; then the file list is emptied.
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = pickSingleFile(input.files);
    const emptyFiles = () => {
      input.value = '';
    };
    if (!file) return emptyFiles();
    if (!isImageFile(file)) {
      notify.error(t('plsChoiceImage'));
      return emptyFiles();
    }
    if (subjectIdx === null) {
      noSubject();
      return emptyFiles();
    }
    setUploading(true);
    let url: string | null;
    try {
      url = await uploadImage(file, 'private');
    } finally {
      setUploading(false);
    }
    if (url) await send({ flag: 2, body: url });
    emptyFiles();
  };

  const openGoods = () => {
    if (subjectIdx === null || shopIdx === null) noSubject();
    else setGoodsOpen(true);
  };
  const sendGoods = async (card: GoodsCard) => {
    setGoodsOpen(false);
    await send({ flag: 3, body: card });
  };

  const disabled = !canSend || uploading;
  return (
    <div className="pm-send">
      <div className="pm-send__tools">
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onFile(event)}
        />
        <ToolButton label={t('pm.send.image')} disabled={disabled} onClick={() => fileRef.current?.click()}>
          <ImagePlus size={20} aria-hidden="true" />
        </ToolButton>
        <ToolButton
          label={t('pm.send.emoji')}
          disabled={!canSend}
          aria-expanded={emojiOpen}
          aria-controls={`${id}-emoji`}
          onClick={() => setEmojiOpen((open) => !open)}
        >
          <Smile size={20} aria-hidden="true" />
        </ToolButton>
        <ToolButton label={t('pm.send.product')} disabled={!canSend} onClick={openGoods}>
          <ShoppingBag size={20} aria-hidden="true" />
        </ToolButton>
        {uploading && (
          <span className="pm-send__status" role="status">
            <LoaderCircle size={16} className="spin" aria-hidden="true" />
            {t('pm.send.uploading')}
          </span>
        )}
      </div>
      <EmojiPicker id={`${id}-emoji`} open={emojiOpen} onPick={insertEmoji} />
      <div className="pm-send__row">
        <div
          ref={editorRef}
          className={`pm-editor pm-html${empty ? ' pm-editor--empty' : ''}`}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-label={t('pm.send.input')}
          aria-placeholder={t('pm.send.placeholder')}
          data-placeholder={t('pm.send.placeholder')}
          onInput={onEditorInput}
          onKeyDown={onEditorKeyDown}
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
          className="pm-send__button"
          disabled={!canSend}
          aria-label={t('pm.send.send')}
          title={t('pm.send.send')}
          onClick={() => void sendText()}
        >
          <SendHorizontal size={20} aria-hidden="true" />
        </button>
      </div>
      {shopIdx !== null && (
        <GoodsPicker
          open={goodsOpen}
          shopIdx={shopIdx}
          onPick={(card) => void sendGoods(card)}
          onClose={() => setGoodsOpen(false)}
        />
      )}
    </div>
  );
}

/** One of the send box's icon buttons, named by its label (shown as a tooltip too). */
function ToolButton({ label, children, ...button }: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="pm-tool" aria-label={label} title={label} {...button}>
      {children}
    </button>
  );
}
