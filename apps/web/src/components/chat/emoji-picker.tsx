import { EMOJI_COUNT, emojiUrl } from '@storefront/contract/constants';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

const EMOJI = Array.from({ length: EMOJI_COUNT }, (_, index) => index + 1);

/** Spec 2.4: 80 emoji in 8 columns of 40 px images, 160 px high when open, collapsed when closed. */
export function EmojiPicker({ id, open, onPick }: { id: string; open: boolean; onPick: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <div id={id} className={`chat-emoji${open ? ' chat-emoji--open' : ''}`} hidden={!open}>
      {open &&
        EMOJI.map((n) => (
          <button
            key={n}
            type="button"
            className="chat-emoji__button"
            aria-label={t('chat.send.emojiName', { n })}
            // Keeps the caret in the editor where a mouse is used.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(n)}
          >
            <img src={emojiUrl(n)} alt="" width={40} height={40} loading="lazy" />
          </button>
        ))}
    </div>
  );
}
