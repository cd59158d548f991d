import type { CategoryView } from '@storefront/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { CategoryIcon } from './category-icon.tsx';
import './category-tree.css';

export interface CategoryTreeProps {
  categories: CategoryView[];
  selectedIdx: number | undefined;
}

/**
 * The categories as a list of links (/category?idx=): a column on large screens, a row of
 * chips that scrolls sideways on smaller ones. The chosen one is `aria-current`.
 */
export function CategoryTree({ categories, selectedIdx }: CategoryTreeProps) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const number = new Intl.NumberFormat(i18n.language);

  // In the sideways row the chosen chip may be off screen (a shared link to the 9th category):
  // bring it into view by scrolling the row only, never the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [selectedIdx]);

  return (
    <nav className="category-tree" aria-label={t('catalog.category.treeLabel')}>
      <h2 className="category-tree__title">{t('catalog.category.all')}</h2>
      <ul className="category-tree__list" ref={listRef}>
        {categories.map((category) => (
          <li key={category.idx}>
            <Link
              to={`?idx=${category.idx}`}
              className="category-tree__link"
              aria-current={category.idx === selectedIdx ? 'page' : undefined}
            >
              <CategoryIcon name={category.icon} size={18} className="category-tree__icon" />
              <span className="category-tree__name">{category.name}</span>
              <span className="category-tree__count">
                {number.format(category.goodsCount)}
                <span className="visually-hidden"> {t('catalog.category.products')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tree's shape while the categories load. */
export function CategoryTreeSkeleton() {
  return (
    <div className="category-tree" aria-hidden="true">
      <ul className="category-tree__list">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="skeleton category-tree__skeleton" />
        ))}
      </ul>
    </div>
  );
}
