import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { GoodsCard } from '../components/listing/goods-card.tsx';
import { CategoryShortcuts } from '../features/catalog/home/category-shortcuts.tsx';
import { FeaturedShops } from '../features/catalog/home/featured-shops.tsx';
import { homeQuery } from '../features/catalog/home/get-home.ts';
import { HeroCarousel } from '../features/catalog/home/hero-carousel.tsx';
import { pickHeroSlides } from '../features/catalog/home/hero-slides.ts';
import { HomeSection } from '../features/catalog/home/home-section.tsx';
import '../features/catalog/home/home.css';

// Shown only while the answer is missing or failed (a first visit starts from the server's):
// loaded when needed, off the first visit's JavaScript.
const HomeSkeleton = lazy(() =>
  import('../features/catalog/home/home-skeleton.tsx').then((m) => ({ default: m.HomeSkeleton })),
);
const QueryError = lazy(() => import('../components/listing/query-error.tsx').then((m) => ({ default: m.QueryError })));

/** The home page, fed by one catalog/home call: hero, categories, deals, recommendations, shops. */
export default function HomePage() {
  const { t } = useTranslation();
  const home = useQuery(homeQuery());
  const data = home.data;
  const slides = useMemo(
    () => (data ? pickHeroSlides(data.categories, [...data.discounted, ...data.recommended]) : []),
    [data],
  );

  let content;
  if (home.isError)
    content = (
      <Suspense fallback={null}>
        <QueryError error={home.error} onRetry={() => void home.refetch()} />
      </Suspense>
    );
  else if (!data)
    content = (
      <Suspense fallback={null}>
        <HomeSkeleton />
      </Suspense>
    );
  else {
    content = (
      <div className="home">
        <HeroCarousel slides={slides} />
        {data.categories.length > 0 && (
          <HomeSection title={t('catalog.home.categories')}>
            <CategoryShortcuts categories={data.categories} />
          </HomeSection>
        )}
        {data.discounted.length > 0 && (
          <HomeSection
            title={t('catalog.home.discounted')}
            more={{ to: '/discounted', label: t('catalog.home.seeAll') }}
          >
            <ul className="goods-row">
              {data.discounted.map((goods) => (
                <li key={goods.idx}>
                  <GoodsCard goods={goods} />
                </li>
              ))}
            </ul>
          </HomeSection>
        )}
        {data.recommended.length > 0 && (
          <HomeSection
            title={t('catalog.home.recommended')}
            more={{ to: '/goods', label: t('catalog.home.seeAll') }}
            className="home-section--below home-section--recommended"
          >
            <ul className="goods-grid">
              {data.recommended.map((goods) => (
                <li key={goods.idx}>
                  <GoodsCard goods={goods} />
                </li>
              ))}
            </ul>
          </HomeSection>
        )}
        {data.shops.length > 0 && (
          <HomeSection title={t('catalog.home.shops.title')} className="home-section--below home-section--shops">
            <FeaturedShops shops={data.shops} />
          </HomeSection>
        )}
      </div>
    );
  }

  return (
    <PageFrame title={t('pages.home.title')} hideTitle>
      {content}
    </PageFrame>
  );
}
