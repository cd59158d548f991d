import type { PmMessage } from '@storefront/contract';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../image.tsx';
import { usePrivateImage } from '../image-upload/private-image.ts';
import { Modal } from '../modal.tsx';
import { formatMoney } from '../../lib/format.ts';
import { goodsCardOf, isPrivateUpload, messageKind } from './message-rules.ts';
import { linkDestination, renderChatHtml } from './chat-html.ts';
import { LinkWarning, type LeavingLink } from './link-warning.tsx';
import './chat.css';

const THUMB_HEIGHT = 160;
const COVER_SIZE = 64;

/**
 * What a message shows (spec 2.4): its text or HTML, a picture (flag 2) or a goods card (flag 3).
 * Only flag 3 draws the card: a text message's HTML keeps no class or style, so it cannot look like one.
 */
export function ChatMessageBody({
  message,
  onOpenGoods,
}: {
  message: Pick<PmMessage, 'flag' | 'body'>;
  onOpenGoods?: () => void;
}) {
  const kind = messageKind(message);
  if (kind === 'image' && typeof message.body === 'string') return <PictureMessage url={message.body} />;
  if (kind === 'goods') {
    const card = goodsCardOf(message.body);
    if (card) return <GoodsCardMessage card={card} onOpen={onOpenGoods} />;
  }
  return <HtmlMessage html={typeof message.body === 'string' ? message.body : ''} />;
}

/**
 * A text or HTML message, sanitized by the server when stored and again here (issue 12 point 4):
 * a link to another site shows its host and opens only after the warning (issue 19 point 6).
 */
function HtmlMessage({ html }: { html: string }) {
  const [leaving, setLeaving] = useState<LeavingLink | null>(null);
  const clicked = useRef<HTMLAnchorElement | null>(null);
  const shown = useMemo(() => renderChatHtml(html), [html]);
  // Once the warning's dialog is gone (not while it still holds the page), the keyboard goes back to the link.
  useEffect(() => {
    if (leaving || !clicked.current) return;
    clicked.current.focus();
    clicked.current = null;
  }, [leaving]);
  // Every click on a link (Enter on a focused link is one too), a middle click included.
  const interceptLeaving = (event: MouseEvent<HTMLDivElement>) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const destination = linkDestination(link.getAttribute('href') ?? '');
    if (!destination.external) return;
    event.preventDefault();
    clicked.current = link;
    setLeaving({ href: destination.href, host: destination.host });
  };
  return (
    <>
      <div
        className="chat-bubble chat-html"
        onClick={interceptLeaving}
        onAuxClick={interceptLeaving}
        dangerouslySetInnerHTML={{ __html: shown }}
      />
      {leaving && <LinkWarning link={leaving} onClose={() => setLeaving(null)} />}
    </>
  );
}

/** A picture message: a private upload is fetched with the reader's token; a click opens it large. */
function PictureMessage({ url }: { url: string }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  const isPrivate = isPrivateUpload(url);
  const privateImage = usePrivateImage(isPrivate ? url : null);
  const src = isPrivate ? privateImage.src : url;
  const alt = t('chat.image.alt');
  let picture;
  if (src) picture = <img className="chat-picture__img" src={src} alt={alt} height={THUMB_HEIGHT} />;
  else if (privateImage.failed) picture = <span className="chat-picture__state">{t('el.image.error')}</span>;
  else picture = <span className="chat-picture__state chat-picture__state--loading" aria-label={t('common.loading')} />;
  return (
    <>
      {/* A link, not a button: a button would hide the picture (and its alt text) inside it. */}
      {src ? (
        <a
          className="chat-picture"
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          aria-haspopup="dialog"
          title={t('chat.image.open')}
          onClick={(event) => {
            event.preventDefault();
            setViewing(true);
          }}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      <Modal open={viewing} onClose={() => setViewing(false)} title={t('chat.image.viewer')} className="chat-viewer">
        {src && <img className="chat-viewer__img" src={src} alt={alt} />}
      </Modal>
    </>
  );
}

function GoodsCardMessage({
  card,
  onOpen,
}: {
  card: NonNullable<ReturnType<typeof goodsCardOf>>;
  onOpen?: () => void;
}) {
  return (
    <Link className="chat-goods" to={`/goods/detail?idx=${card.idx}`} onClick={onOpen}>
      <Image src={card.urlCover} alt="" width={COVER_SIZE} height={COVER_SIZE} className="chat-goods__cover" />
      <span className="chat-goods__text">
        <span className="chat-goods__title">{card.title}</span>
        <span className="chat-goods__price price">{formatMoney(card.price)}</span>
      </span>
    </Link>
  );
}
