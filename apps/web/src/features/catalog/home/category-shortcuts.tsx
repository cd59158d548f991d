import type { CategoryView } from '@storefront/contract';
import { Link } from 'react-router';
import { CategoryIcon } from '../listing/category-icon.tsx';

/** Every category as an icon and a name, one tap from its listing. */
export function CategoryShortcuts({ categories }: { categories: CategoryView[] }) {
  return (
    <ul className="category-shortcuts">
      {categories.map((category) => (
        <li key={category.idx}>
          <Link to={`/category?idx=${category.idx}`} className="category-shortcuts__link">
            <span className="category-shortcuts__icon">
              <CategoryIcon name={category.icon} size={24} strokeWidth={1.75} />
            </span>
            <span className="category-shortcuts__name">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
