import { SearchX } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';

/** Any path outside the route table (spec 2.1). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')}>
      <EmptyState
        icon={SearchX}
        title={t('notFound.message')}
        action={
          <Link to="/" className="button button--primary">
            {t('notFound.home')}
          </Link>
        }
      />
    </PageFrame>
  );
}
