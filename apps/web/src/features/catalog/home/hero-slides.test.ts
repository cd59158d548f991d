import type { CategoryView, GoodsCardView } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { pickHeroSlides } from './hero-slides.ts';

const category = (idx: number, slug: string, goodsCount = 10): CategoryView => ({
  idx,
  slug,
  name: slug,
  icon: slug,
  goodsCount,
});
const goods = (idx: number, file: string): GoodsCardView => ({
  idx,
  title: `item ${idx}`,
  urlCover: `/uploads/seed/goods/${file}-480.webp`,
  price: 1000,
  discountPrice: null,
  rating: 4,
  reviewCount: 1,
  sales: 1,
  stock: 1,
  // The seeded covers are named after their category: the test pairs them the same way.
  categoryIdx: categories.find((c) => file.startsWith(`${c.slug}-`))?.idx ?? 0,
  shopIdx: 1,
  shopName: 'shop',
});

const categories = [
  category(1, 'fashion'),
  category(2, 'phones'),
  category(3, 'home'),
  category(4, 'toys'),
  category(5, 'books', 0),
];

describe('pickHeroSlides', () => {
  it('promotes the categories of the first goods, each with its own product image', () => {
    const slides = pickHeroSlides(categories, [
      goods(1, 'toys-red'),
      goods(2, 'toys-blue'),
      goods(3, 'home-teal'),
      goods(4, 'phones-black'),
    ]);
    expect(slides.map((s) => [s.category.slug, s.goods?.idx])).toEqual([
      ['toys', 1],
      ['home', 3],
      ['phones', 4],
    ]);
  });

  it('fills the remaining slots with the first categories that have goods, pictured by their icon', () => {
    const slides = pickHeroSlides(categories, [goods(1, 'books-navy'), goods(2, 'home-cream')]);
    expect(slides.map((s) => [s.category.slug, s.goods?.idx])).toEqual([
      ['home', 2],
      ['fashion', undefined],
      ['phones', undefined],
    ]);
  });

  it('does not confuse a slug with the start of another file name', () => {
    const slides = pickHeroSlides([category(1, 'home')], [goods(1, 'homeware-grey')], 1);
    expect(slides[0]?.goods).toBeUndefined();
  });
});
