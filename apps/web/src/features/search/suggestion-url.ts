import type { SuggestionView } from '@storefront/contract';
import { SuggestionFlag } from '@storefront/contract/constants';
import { RoutePath } from '@storefront/contract/routes';

/**
 * Where picking a suggestion goes (spec 2.2): a shop (kind 1) searches shops by its name, a
 * product (kind 2) opens it. Null for any other kind: the caller searches its name as a keyword.
 */
export function suggestionUrl(suggestion: SuggestionView): string | null {
  if (suggestion.flag === SuggestionFlag.shop) {
    return `${RoutePath.searchShop}?kw=${encodeURIComponent(suggestion.name)}`;
  }
  if (suggestion.flag === SuggestionFlag.goods) return `${RoutePath.goodsDetail}?idx=${suggestion.idx}`;
  return null;
}
