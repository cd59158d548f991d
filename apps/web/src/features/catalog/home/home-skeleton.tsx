import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { GoodsGridSkeleton } from '../../../components/listing/goods-grid-skeleton.tsx';

/** The home page's shape while catalog/home answers: hero, shortcuts, a row and a grid of cards. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="home" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className="skeleton hero hero--skeleton" aria-hidden="true" />
      <div className="skeleton home-skeleton__title" aria-hidden="true" />
      <ul className="category-shortcuts" aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i} className="category-shortcuts__skeleton">
            <span className="skeleton category-shortcuts__icon" />
            <span className="skeleton category-shortcuts__skeleton-name" />
          </li>
        ))}
      </ul>
      <div className="skeleton home-skeleton__title" aria-hidden="true" />
      <GoodsGridSkeleton count={5} className="goods-row" />
      <div className="skeleton home-skeleton__title" aria-hidden="true" />
      <GoodsGridSkeleton count={10} />
    </div>
  );
}
