import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Image } from '../../../components/image.tsx';
import './goods-gallery.css';

export interface GoodsGalleryProps {
  title: string;
  cover: string;
  images: string[];
}

/**
 * The product pictures: one large image (the page's LCP element, loaded first at a fixed size)
 * and a row of thumbnails that works as a radio group: arrows, Home and End move the choice.
 */
export function GoodsGallery({ title, cover, images }: GoodsGalleryProps) {
  const { t } = useTranslation();
  const pictures = images.length > 0 ? images : [cover];
  const [active, setActive] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = pictures.length;

  const show = (index: number, focus = false) => {
    const next = (index + total) % total;
    setActive(next);
    if (focus) thumbs.current[next]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  return (
    <section className="gallery" aria-label={t('catalog.detail.gallery.label')}>
      <div className="gallery__main">
        <Image
          src={pictures[active]!}
          alt={t('catalog.detail.gallery.image', { title, n: active + 1, total })}
          width={960}
          height={960}
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
        />
        {total > 1 && (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--prev"
              onClick={() => show(active - 1)}
              aria-label={t('catalog.detail.gallery.previous')}
            >
              <ChevronLeft size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next"
              onClick={() => show(active + 1)}
              aria-label={t('catalog.detail.gallery.next')}
            >
              <ChevronRight size={22} aria-hidden="true" />
            </button>
            <span className="gallery__counter" aria-hidden="true">
              {active + 1} / {total}
            </span>
          </>
        )}
      </div>
      {total > 1 && (
        <div className="gallery__thumbs" role="radiogroup" aria-label={t('catalog.detail.gallery.thumbs')}>
          {pictures.map((src, index) => (
            <button
              key={src}
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={index === active}
              aria-label={t('catalog.detail.gallery.thumb', { n: index + 1, total })}
              tabIndex={index === active ? 0 : -1}
              className={`gallery__thumb${index === active ? ' gallery__thumb--active' : ''}`}
              onClick={() => show(index)}
              onKeyDown={onThumbKey}
            >
              <Image src={src} alt="" width={64} height={64} sizes="64px" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
