import type { PmMessage } from '@storefront/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Image } from '../../components/image.tsx';
import { usePrivateImage } from '../../components/image-upload/private-image.ts';
import { Modal } from '../../components/modal.tsx';
import { formatMoney } from '../../lib/format.ts';
import { goodsCardOf, isPrivateUpload, messageKind } from './message-rules.ts';
import { sanitizePmHtml } from './pm-html-render.ts';

const THUMB_HEIGHT = 160;
const COVER_SIZE = 64;

/** What a message shows (spec 2.4): its text or HTML, a picture (flag 2) or a goods card (flag 3). */
export function MessageBody({ message, onOpenGoods }: { message: PmMessage; onOpenGoods: () => void }) {
  const kind = messageKind(message);
  if (kind === 'image' && typeof message.body === 'string') return <PictureMessage url={message.body} />;
  if (kind === 'goods') {
    const card = goodsCardOf(message.body);
    if (card) return <GoodsCardMessage card={card} onOpen={onOpenGoods} />;
  }
  const text = typeof message.body === 'string' ? message.body : '';
  // Sanitized by the server when stored, and again here (issue 12 point 4).
  return <div className="pm-bubble pm-html" dangerouslySetInnerHTML={{ __html: sanitizePmHtml(text) }} />;
}

/** A picture message: a private upload is fetched with the reader's token; a click opens it large. */
function PictureMessage({ url }: { url: string }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  const isPrivate = isPrivateUpload(url);
  const privateImage = usePrivateImage(isPrivate ? url : null);
  const src = isPrivate ? privateImage.src : url;
  const alt = t('pm.image.alt');
  let picture;
  if (src) picture = <img className="pm-picture__img" src={src} alt={alt} height={THUMB_HEIGHT} />;
  else if (privateImage.failed) picture = <span className="pm-picture__state">{t('el.image.error')}</span>;
  else picture = <span className="pm-picture__state pm-picture__state--loading" aria-label={t('common.loading')} />;
  return (
    <>
      {/* A link, not a button: a button would hide the picture (and its alt text) inside it. */}
      {src ? (
        <a
          className="pm-picture"
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          aria-haspopup="dialog"
          title={t('pm.image.open')}
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
      <Modal open={viewing} onClose={() => setViewing(false)} title={t('pm.image.viewer')} className="pm-viewer">
        {src && <img className="pm-viewer__img" src={src} alt={alt} />}
      </Modal>
    </>
  );
}

function GoodsCardMessage({ card, onOpen }: { card: NonNullable<ReturnType<typeof goodsCardOf>>; onOpen: () => void }) {
  return (
    <Link className="pm-goods" to={`/goods/detail?idx=${card.idx}`} onClick={onOpen}>
      <Image src={card.urlCover} alt="" width={COVER_SIZE} height={COVER_SIZE} className="pm-goods__cover" />
      <span className="pm-goods__text">
        <span className="pm-goods__title">{card.title}</span>
        <span className="pm-goods__price price">{formatMoney(card.price)}</span>
      </span>
    </Link>
  );
}
