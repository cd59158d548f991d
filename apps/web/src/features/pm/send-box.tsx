import type { GoodsCard } from '@storefront/contract';
import { ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import {
  ChatSendBox,
  ChatToolButton,
  type ChatEditorHandle,
  type ChatOutgoing,
} from '../../components/chat/send-box.tsx';
import { GoodsPicker } from './goods-picker.tsx';
import { PendingGoodsCard } from './pending-goods-card.tsx';
import { sendPm, usePmCanSend, type PmOutgoing } from './pm-data.ts';

export interface SendBoxProps {
  /** The chosen conversation, null when none is (spec 5: plsChoiceSubject). */
  subjectIdx: number | null;
  /** The conversation's shop, whose goods the product button offers; null until it is known. */
  shopIdx: number | null;
}

/**
 * Spec 2.4 send box of the private messages: the shared one, plus a product button (flag 3) and
 * the pending product of 'Chat with seller' above it. Disabled, saying why, with no conversation
 * chosen.
 */
export function SendBox({ subjectIdx, shopIdx }: SendBoxProps) {
  const { t } = useTranslation();
  const canSend = usePmCanSend();
  const [goodsOpen, setGoodsOpen] = useState(false);
  const editor = useRef<ChatEditorHandle>(null);

  const unchosen = subjectIdx === null;
  // Spec 5 plsChoiceSubject: unreachable from the disabled box, kept for any other way in.
  const ready = () => {
    if (subjectIdx !== null) return true;
    notify.error(t('plsChoiceSubject'));
    return false;
  };
  const send = async (message: PmOutgoing): Promise<boolean> => {
    if (subjectIdx === null) return ready();
    const result = await sendPm(subjectIdx, message);
    if (!result.ok) notify.error(result.message);
    return result.ok;
  };

  const openGoods = () => {
    if (subjectIdx === null || shopIdx === null) ready();
    else setGoodsOpen(true);
  };
  const sendGoods = async (card: GoodsCard) => {
    setGoodsOpen(false);
    await send({ flag: 3, body: card });
  };

  return (
    <>
      {/* Once the card is sent or removed, focus goes on to the input rather than to nowhere. */}
      <PendingGoodsCard subjectIdx={subjectIdx} onDone={() => editor.current?.focus()} />
      <ChatSendBox
        editorRef={editor}
        canSend={canSend}
        unavailable={unchosen ? t('pm.send.choose') : undefined}
        ready={ready}
        onSend={(message: ChatOutgoing) => send(message)}
        tools={
          <ChatToolButton label={t('pm.send.product')} disabled={!canSend || unchosen} onClick={openGoods}>
            <ShoppingBag size={20} aria-hidden="true" />
          </ChatToolButton>
        }
      />
      {shopIdx !== null && (
        <GoodsPicker
          open={goodsOpen}
          shopIdx={shopIdx}
          onPick={(card) => void sendGoods(card)}
          onClose={() => setGoodsOpen(false)}
        />
      )}
    </>
  );
}
