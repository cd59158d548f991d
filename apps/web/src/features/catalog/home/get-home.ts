import type { CategoryView, GoodsCardView, ShopCardView } from '@storefront/contract';
import { legacyApiQuery as apiQuery } from '../../../api/query.ts';

/** Everything the home page shows, from one catalog/home call. */
export interface HomeData {
  categories: CategoryView[];
  discounted: GoodsCardView[];
  recommended: GoodsCardView[];
  shops: ShopCardView[];
}

export const homeQuery = () => apiQuery<HomeData>('catalog/home');
