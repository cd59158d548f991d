import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../../../components/image.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { CategoryIcon } from '../listing/category-icon.tsx';
import type { HeroSlide as Slide } from './hero-slides.ts';

export interface HeroSlideProps {
  slide: Slide;
  position: number;
  total: number;
  active: boolean;
}

/** One hero slide: a translated headline for its category, a 'from' price, a call to action, a product image. */
export function HeroSlide({ slide, position, total, active }: HeroSlideProps) {
  const { t, i18n } = useTranslation();
  const { category, goods } = slide;
  // Each category has its own headline; a category added later gets a generic one until translated.
  const own = `catalog.home.hero.slides.${category.slug}`;
  const hasOwn = i18n.exists(`${own}.title`);
  const title = hasOwn ? t(`${own}.title`) : t('catalog.home.hero.fallbackTitle', { name: category.name });
  const text = hasOwn ? t(`${own}.text`) : t('catalog.home.hero.fallbackText', { name: category.name });
  const price = goods ? (goods.discountPrice ?? goods.price) : undefined;

  return (
    <div
      className={`hero__slide hero__slide--${position % 3}`}
      role="group"
      aria-roledescription={t('catalog.home.hero.slide')}
      aria-label={t('catalog.home.hero.slideOf', { position: position + 1, total })}
      // Slides out of view are out of the tab order and hidden from assistive technology.
      inert={!active}
    >
      <div className="hero__text">
        <p className="hero__eyebrow">{category.name}</p>
        <h2 className="hero__title">{title}</h2>
        <p className="hero__sub">{text}</p>
        {price !== undefined && (
          <p className="hero__price">{t('catalog.home.hero.from', { price: formatMoney(price) })}</p>
        )}
        <Link to={`/category?idx=${category.idx}`} className="button button--primary hero__cta">
          {t('catalog.home.hero.cta')}
          <span className="visually-hidden">: {category.name}</span>
        </Link>
      </div>
      <div className="hero__media">
        {goods ? (
          <Image
            src={goods.urlCover}
            alt={goods.title}
            width={480}
            height={480}
            sizes="(max-width: 639px) 144px, (max-width: 1023px) 220px, 300px"
            // The first slide's image is the page's largest paint: fetched first, never lazily.
            priority={position === 0}
            className="hero__image"
          />
        ) : (
          <span className="hero__icon">
            <CategoryIcon name={category.icon} size={96} strokeWidth={1.25} />
          </span>
        )}
      </div>
    </div>
  );
}
