import type { CategoryView, GoodsCardView } from '@storefront/contract';

/** How many categories the home page's hero promotes. */
export const HERO_SLIDE_COUNT = 3;

/** A hero slide: a category, and one of its products to picture it (none: its icon stands in). */
export interface HeroSlide {
  category: CategoryView;
  goods: GoodsCardView | undefined;
}

/**
 * The hero's slides: the categories of the best offers first (goods in the order given, the
 * deepest discounts first), each with that product's image; if fewer than `count` match,
 * the remaining slots go to the first categories that have goods, pictured by their icon.
 */
export function pickHeroSlides(
  categories: CategoryView[],
  goods: GoodsCardView[],
  count = HERO_SLIDE_COUNT,
): HeroSlide[] {
  const candidates = categories.filter((category) => category.goodsCount > 0);
  const slides: HeroSlide[] = [];
  const taken = (category: CategoryView) => slides.some((slide) => slide.category.idx === category.idx);
  for (const item of goods) {
    if (slides.length === count) return slides;
    const category = candidates.find((c) => !taken(c) && c.idx === item.categoryIdx);
    if (category) slides.push({ category, goods: item });
  }
  for (const category of candidates) {
    if (slides.length === count) break;
    if (!taken(category)) slides.push({ category, goods: undefined });
  }
  return slides;
}
