import { Bold, Heading, Italic, Link as LinkIcon, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { sanitizeDescriptionHtml } from '../../../components/rich-text/description-html.ts';
import './rich-text-editor.css';

interface RichTextEditorProps {
  id: string;
  /** The id of the visible label. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

type CommandKey = 'bold' | 'italic' | 'heading' | 'bulletList' | 'numberedList' | 'link';
const COMMANDS: readonly { key: CommandKey; icon: LucideIcon }[] = [
  { key: 'bold', icon: Bold },
  { key: 'italic', icon: Italic },
  { key: 'heading', icon: Heading },
  { key: 'bulletList', icon: List },
  { key: 'numberedList', icon: ListOrdered },
  { key: 'link', icon: LinkIcon },
];
/** The editing command (and its argument) each button runs; the link asks for its address first. */
const COMMAND_ACTIONS: Record<Exclude<CommandKey, 'link'>, [string, string?]> = {
  bold: ['bold'],
  italic: ['italic'],
  heading: ['formatBlock', 'h3'],
  bulletList: ['insertUnorderedList'],
  numberedList: ['insertOrderedList'],
};

/**
 * A small rich-text editor for a description: bold, italic, a heading, lists and links, each a
 * labelled toolbar button (Ctrl+B and Ctrl+I work too). It edits HTML the server sanitizes; what
 * it loads is sanitized here first.
 */
export function RichTextEditor({ id, labelledBy, value, onChange, describedBy, invalid }: RichTextEditorProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const savedRange = useRef<Range | null>(null);

  // Only a value from outside (a loaded product) replaces the content; typing keeps the caret.
  useEffect(() => {
    if (box.current && value !== shown.current) {
      box.current.innerHTML = sanitizeDescriptionHtml(value);
      shown.current = box.current.innerHTML;
    }
  }, [value]);

  const emit = () => {
    const html = box.current?.innerHTML ?? '';
    // Leaving the text unchanged (a blur) is not an edit.
    if (html === shown.current) return;
    shown.current = html;
    onChange(html);
  };
  const exec = (command: string, argument?: string) => {
    box.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  const runCommand = (key: CommandKey) => {
    if (key === 'link') {
      const selection = window.getSelection();
      savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
      setLinking(true);
      return;
    }
    const [command, argument] = COMMAND_ACTIONS[key];
    exec(command, argument);
  };

  const applyLink = () => {
    const address = href.trim();
    setLinking(false);
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(address)) return;
    box.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection?.isCollapsed) document.execCommand('insertText', false, address);
    if (selection && !selection.isCollapsed) document.execCommand('createLink', false, address);
    emit();
  };

  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <div
        className="rich-text__toolbar"
        role="toolbar"
        aria-label={t('seller.goods.editor.toolbar')}
        aria-controls={id}
      >
        {COMMANDS.map(({ key, icon: Icon }) => (
          <button
            key={key}
            type="button"
            className="rich-text__button"
            aria-label={t(`seller.goods.editor.${key}`)}
            title={t(`seller.goods.editor.${key}`)}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => runCommand(key)}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      </div>
      {linking && (
        <div className="rich-text__link">
          <label htmlFor={`${id}-link`}>{t('seller.goods.editor.linkAddress')}</label>
          <input
            id={`${id}-link`}
            type="url"
            value={href}
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') setLinking(false);
            }}
          />
          <button type="button" className="button seller-goods__small" onClick={applyLink}>
            {t('seller.goods.editor.applyLink')}
          </button>
          <button type="button" className="button seller-goods__small" onClick={() => setLinking(false)}>
            {t('common.cancel')}
          </button>
        </div>
      )}
      <div
        ref={box}
        id={id}
        className="rich-text__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
