import { SendHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { Image } from '../../components/image.tsx';
import { formatMoney } from '../../lib/format.ts';
import { sendPm, usePmCanSend } from './pm-data.ts';
import { usePendingGoodsStore } from './pending-goods-store.ts';

const COVER_SIZE = 48;

/**
 * The pending product of 'Chat with seller' (spec 3 chat2sbParams.goods) above the send box of its
 * conversation: cover, title and price, sent as a goods card (flag 3) only when the shopper says
 * so, or removed. Sending it clears it (spec 4).
 */
export function PendingGoodsCard({ subjectIdx, onDone }: { subjectIdx: number | null; onDone(): void }) {
  const { t } = useTranslation();
  const pending = usePendingGoodsStore((state) => state.pending);
  const clear = usePendingGoodsStore((state) => state.clear);
  const canSend = usePmCanSend();
  const [sending, setSending] = useState(false);
  if (!pending || subjectIdx === null || pending.subjectIdx !== subjectIdx) return null;
  const { goods } = pending;

  const send = async () => {
    setSending(true);
    try {
      const result = await sendPm(subjectIdx, { flag: 3, body: goods });
      if (result.ok) onDone();
      else notify.error(result.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="pm-pending-goods" aria-label={t('pm.pending.label')}>
      <Image src={goods.urlCover} alt="" width={COVER_SIZE} height={COVER_SIZE} className="chat-goods__cover" />
      <span className="chat-goods__text">
        <span className="chat-goods__title">{goods.title}</span>
        <span className="chat-goods__price price">{formatMoney(goods.price)}</span>
      </span>
      <button
        type="button"
        className="button button--primary pm-pending-goods__send"
        disabled={!canSend || sending}
        onClick={() => void send()}
      >
        <SendHorizontal size={16} aria-hidden="true" />
        {t('pm.pending.send')}
      </button>
      <button
        type="button"
        className="chat-tool pm-pending-goods__remove"
        aria-label={t('pm.pending.remove')}
        title={t('pm.pending.remove')}
        disabled={sending}
        onClick={() => {
          clear();
          onDone();
        }}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </section>
  );
}
