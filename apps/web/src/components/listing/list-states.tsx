import { Code } from '@storefront/contract/codes';
import { CircleAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { EmptyState } from '../empty-state.tsx';
import { CallError } from '../../api/query.ts';
import './listing.css';

/** True when a read was refused because the thing does not exist (4004). */
export const isNotFound = (error: unknown) => error instanceof CallError && error.code === Code.notFound;

/** A failed read: what happened and one way out, a retry. */
export function LoadError({ onRetry, icon = CircleAlert }: { onRetry: () => void; icon?: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={t('catalog.shop.loadFailed')}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The size of a goods grid while it loads, so the page does not jump when the cards arrive. */
export function GoodsGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className="goods-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="skeleton-card">
          <div className="skeleton skeleton-card__media" />
          <div className="skeleton skeleton-card__line" />
          <div className="skeleton skeleton-card__line skeleton-card__line--short" />
        </li>
      ))}
    </ul>
  );
}
