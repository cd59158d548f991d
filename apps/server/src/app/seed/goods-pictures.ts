import { CATEGORY_SLUGS, type CategorySlug } from './categories.ts';
import { CATALOG_WORDS, type GoodsKind } from './catalog-words.ts';
import { COLOURS, paletteOf, type Colour } from './colours.ts';
import type { PictureKey } from './svg-goods.ts';

/** The colours a kind's pictures come in: its own palette, else its category's. */
export function pictureColours(slug: CategorySlug, kind: GoodsKind): Colour[] {
  return kind.palette ? kind.palette.map((key) => COLOURS[key]) : paletteOf(slug);
}

/** Every (illustration, colour) pair some product can show: one image set is rendered per pair. */
export function goodsPictureSets(): { picture: PictureKey; colour: Colour }[] {
  const sets = new Map<string, { picture: PictureKey; colour: Colour }>();
  for (const slug of CATEGORY_SLUGS) {
    for (const kind of CATALOG_WORDS[slug].kinds) {
      for (const colour of pictureColours(slug, kind)) {
        sets.set(`${kind.picture}-${colour.value}`, { picture: kind.picture, colour });
      }
    }
  }
  return [...sets.values()];
}
