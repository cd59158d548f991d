import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { CategoryTree, CategoryTreeSkeleton } from '../features/catalog/listing/category-tree.tsx';
import { categoriesQuery } from '../api/get-categories.ts';
import { GoodsGridSkeleton } from '../components/listing/goods-grid-skeleton.tsx';
import { GoodsListing } from '../features/catalog/listing/goods-listing.tsx';
import { QueryError } from '../components/listing/query-error.tsx';

/** /category?idx=: the category tree and the goods of the chosen category (the first one by default). */
export default function CategoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categories = useQuery(categoriesQuery());
  const idxParam = params.get('idx');
  const idx = idxParam !== null && /^\d+$/.test(idxParam) ? Number(idxParam) : undefined;
  const list = categories.data ?? [];
  const selected = idxParam === null ? list[0] : list.find((category) => category.idx === idx);

  let content;
  if (categories.isError) {
    content = <QueryError error={categories.error} onRetry={() => void categories.refetch()} />;
  } else if (!categories.data) {
    content = (
      <div className="listing">
        <CategoryTreeSkeleton />
        <GoodsGridSkeleton count={10} />
      </div>
    );
  } else if (!selected) {
    content = (
      <>
        <CategoryTree categories={list} selectedIdx={undefined} />
        <EmptyState
          icon={SearchX}
          title={t('catalog.category.notFound')}
          action={
            <Link to="/category" className="button">
              {t('catalog.category.backToAll')}
            </Link>
          }
        />
      </>
    );
  } else {
    content = (
      <GoodsListing
        // Each category is its own listing: switching resets what the listing keeps locally.
        key={selected.idx}
        scope={{ categoryIdx: selected.idx }}
        lead={<CategoryTree categories={list} selectedIdx={selected.idx} />}
        heading={<h2 className="listing__heading">{selected.name}</h2>}
        emptyTitle={t('catalog.category.empty')}
      />
    );
  }

  return <PageFrame title={t('pages.category.title')}>{content}</PageFrame>;
}
