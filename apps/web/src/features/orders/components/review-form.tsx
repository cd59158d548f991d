import type { OrderDetailView } from '@storefront/contract';
import { REVIEW_BODY_MAX } from '@storefront/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { Image } from '../../../components/image.tsx';
import { reviewOrder } from '../api/order-actions.ts';
import { invalidateOrderData } from '../api/order-queries.ts';
import { unreviewedItems } from '../order-rules.ts';
import { ReviewPhotos } from './review-photos.tsx';
import { StarRating } from './star-rating.tsx';

interface Draft {
  rating: number;
  body: string;
  photos: string[];
}
const EMPTY: Draft = { rating: 0, body: '', photos: [] };

/**
 * The review of a completed order: for each item not reviewed yet a star rating (required),
 * a text and up to six photos; sent at once through the generic action call, then back to the order.
 */
export function ReviewForm({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const items = unreviewedItems(order.items);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [uploads, setUploads] = useState(0);
  const [sending, setSending] = useState(false);
  const draft = (itemIdx: number) => drafts[itemIdx] ?? EMPTY;
  const update = (itemIdx: number, patch: Partial<Draft>) => {
    setDrafts((current) => ({ ...current, [itemIdx]: { ...(current[itemIdx] ?? EMPTY), ...patch } }));
    if (patch.rating) setMissing((current) => new Set([...current].filter((idx) => idx !== itemIdx)));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || uploads > 0) return;
    const unrated = new Set(items.filter((item) => draft(item.idx).rating === 0).map((item) => item.idx));
    setMissing(unrated);
    if (unrated.size > 0) {
      const first = items.find((item) => unrated.has(item.idx))!;
      document.querySelector<HTMLInputElement>(`[data-review-item="${first.idx}"] input[type="radio"]`)?.focus();
      return;
    }
    setSending(true);
    const { ok } = await reviewOrder(
      order.idx,
      items.map((item) => ({ itemIdx: item.idx, ...draft(item.idx), body: draft(item.idx).body.trim() })),
    );
    setSending(false);
    if (!ok) return;
    // Leave first: once refetched, this order has nothing left to review and the form would go.
    void invalidateOrderData(client);
    await navigate(`/mine/order/detail?idx=${order.idx}`);
  };

  return (
    <form className="review-form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={sending}>
      {items.map((item) => {
        const current = draft(item.idx);
        const bodyId = `review-body-${item.idx}`;
        return (
          <section
            key={item.idx}
            className="review-item card"
            aria-labelledby={`review-title-${item.idx}`}
            data-review-item={item.idx}
          >
            <div className="review-item__goods">
              <Image src={item.urlCover} alt="" width={64} height={64} className="order-item__cover" />
              <div className="order-item__main">
                <h2 id={`review-title-${item.idx}`} className="review-item__title">
                  {item.title}
                </h2>
                {item.dimensionLabel && <span className="order-item__dimension">{item.dimensionLabel}</span>}
              </div>
            </div>
            <StarRating
              label={t('orders.review.rating')}
              value={current.rating}
              onChange={(rating) => update(item.idx, { rating })}
              error={missing.has(item.idx) ? t('orders.review.ratingRequired') : undefined}
            />
            <div className="field">
              <label htmlFor={bodyId}>{t('orders.review.body')}</label>
              <textarea
                id={bodyId}
                rows={4}
                maxLength={REVIEW_BODY_MAX}
                value={current.body}
                placeholder={t('orders.review.bodyPlaceholder')}
                aria-describedby={`${bodyId}-count`}
                onChange={(event) => update(item.idx, { body: event.target.value })}
              />
              <span id={`${bodyId}-count`} className="review-item__count">
                {t('orders.review.bodyCount', { n: current.body.length, max: REVIEW_BODY_MAX })}
              </span>
            </div>
            <ReviewPhotos
              photos={current.photos}
              onChange={(photos) => update(item.idx, { photos })}
              onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
            />
          </section>
        );
      })}
      <div className="review-form__submit">
        <button type="submit" className="button button--primary" disabled={sending || uploads > 0} aria-busy={sending}>
          {sending && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
          {sending ? t('action.processing') : t('orders.review.submit')}
        </button>
      </div>
    </form>
  );
}
