import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import './goods-grid-skeleton.css';

/** Cards of the goods card's size while a list loads, so nothing moves when it arrives. */
export function GoodsGridSkeleton({ count, className = 'goods-grid' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="skeleton-card">
            <div className="skeleton skeleton-card__media" />
            <div className="skeleton-card__body">
              <div className="skeleton skeleton-card__line" />
              <div className="skeleton skeleton-card__line skeleton-card__line--short" />
              <div className="skeleton skeleton-card__line skeleton-card__line--price" />
              <div className="skeleton skeleton-card__line skeleton-card__line--meta" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
