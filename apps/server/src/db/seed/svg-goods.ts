import type { CategorySlug } from './categories.ts';
import { ball, cosmetics, lamp, laptop, phone, shirt, type Drawing } from './svg-goods-a.ts';
import { book, kettle, mug, ring, sneaker, teddy } from './svg-goods-b.ts';
import { frame, tonesOf, type Tones } from './svg-kit.ts';

/** Which illustration stands for each category. */
const DRAWINGS: Record<CategorySlug, (t: Tones) => Drawing> = {
  fashion: shirt,
  phones: phone,
  computers: laptop,
  home: lamp,
  beauty: cosmetics,
  sports: ball,
  toys: teddy,
  books: book,
  food: mug,
  jewelry: ring,
  shoes: sneaker,
  appliances: kettle,
};

/** The full SVG document for a category's product picture in the given colour. */
export function goodsSvg(slug: CategorySlug, hex: string): string {
  const { art, shadow } = DRAWINGS[slug](tonesOf(hex));
  return frame(hex, art, shadow);
}
