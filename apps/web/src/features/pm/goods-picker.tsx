import { useQuery } from '@tanstack/react-query';
import type { GoodsCard } from '@storefront/contract';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { apiQuery } from '../../api/query.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Image } from '../../components/image.tsx';
import { Modal } from '../../components/modal.tsx';
import { formatMoney } from '../../lib/format.ts';

/** As many of the shop's goods as the picker lists. */
const PICKER_SIZE = 30;
const COVER_SIZE = 56;

export interface GoodsPickerProps {
  open: boolean;
  shopIdx: number;
  onPick: (card: GoodsCard) => void;
  onClose: () => void;
}

/** The conversation shop's goods, to send one as a card (flag 3). */
export function GoodsPicker({ open, shopIdx, onPick, onClose }: GoodsPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('pm.goodsPicker.title')} className="pm-goods-picker" width={480}>
      <GoodsPickerList shopIdx={shopIdx} onPick={onPick} />
    </Modal>
  );
}

function GoodsPickerList({ shopIdx, onPick }: Pick<GoodsPickerProps, 'shopIdx' | 'onPick'>) {
  const { t } = useTranslation();
  const goods = useQuery(apiQuery('goods/list', { shopIdx, page: 1, size: PICKER_SIZE }));
  if (goods.isPending) return <p className="chat-pane-state">{t('common.loading')}</p>;
  if (goods.isError) {
    return (
      <div className="chat-pane-state" role="alert">
        <p>{t('pm.goodsPicker.error')}</p>
        <button type="button" className="button" onClick={() => void goods.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (goods.data.rows.length === 0) return <EmptyState icon={PackageOpen} title={t('pm.goodsPicker.empty')} />;
  return (
    <ul className="pm-goods-picker__list">
      {goods.data.rows.map((item) => {
        const price = item.discountPrice ?? item.price;
        return (
          <li key={item.idx}>
            <button
              type="button"
              className="pm-goods-picker__item"
              onClick={() => onPick({ idx: item.idx, title: item.title, price, urlCover: item.urlCover })}
            >
              <Image src={item.urlCover} alt="" width={COVER_SIZE} height={COVER_SIZE} className="chat-goods__cover" />
              <span className="chat-goods__text">
                <span className="chat-goods__title">{item.title}</span>
                <span className="chat-goods__price price">{formatMoney(price)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
