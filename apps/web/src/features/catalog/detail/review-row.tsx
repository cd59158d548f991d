import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Image } from '../../../components/image.tsx';
import { Modal } from '../../../components/modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { ReviewView } from './goods-detail-types.ts';
import { Stars } from './stars.tsx';

/** One review: masked name, stars, date, text, and photos that open larger in a dialog. */
export function ReviewRow({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<number | null>(null);
  const total = review.photos.length;
  const open = photo === null ? undefined : review.photos[photo];

  return (
    <article className="review">
      <header className="review__head">
        <Image src={review.user.avatar} alt="" width={40} height={40} className="review__avatar" />
        <div>
          <p className="review__name">{review.user.name}</p>
          <p className="review__meta">
            <Stars rating={review.rating} size={14} />
            <time dateTime={review.createAt}>{formatDateTime(review.createAt)}</time>
          </p>
        </div>
      </header>
      <p className="review__body">{review.body}</p>
      {total > 0 && (
        <ul className="review__photos">
          {review.photos.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="review__photo"
                onClick={() => setPhoto(index)}
                aria-label={t('catalog.detail.reviews.photo', { n: index + 1, total, name: review.user.name })}
              >
                <Image src={src} alt="" width={72} height={72} sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > 0 && (
        <Modal
          open={open !== undefined}
          onClose={() => setPhoto(null)}
          title={t('catalog.detail.reviews.photoTitle', { name: review.user.name })}
          width={640}
        >
          {open && (
            <Image
              src={open}
              alt={t('catalog.detail.reviews.photoAlt', { n: (photo ?? 0) + 1, total, name: review.user.name })}
              width={960}
              height={960}
              sizes="(min-width: 680px) 592px, 90vw"
              className="review__photo-large"
            />
          )}
        </Modal>
      )}
    </article>
  );
}
