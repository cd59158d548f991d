import { Code } from '@storefront/contract/codes';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { CallError } from '../../api/query.ts';
import { EmptyState } from '../empty-state.tsx';

/** The error state of a read: 'not found' for a 4004, otherwise a message and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof CallError && error.code === Code.notFound) {
    return <EmptyState icon={SearchX} title={t('catalog.listing.error.notFound')} />;
  }
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={t('catalog.listing.error.title')}
        text={t('catalog.listing.error.text')}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    </div>
  );
}
