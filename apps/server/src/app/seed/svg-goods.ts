import { ball, cosmetics, lamp, laptop, phone, shirt, type Drawing } from './svg-goods-a.ts';
import { book, kettle, mug, ring, sneaker, teddy } from './svg-goods-b.ts';
import { jar, pillow } from './svg-goods-c.ts';
import { frame, tonesOf, type Tones } from './svg-kit.ts';

/**
 * Every illustration the seed can draw, by what it shows. A product kind names the one that
 * depicts it (catalog-words.ts), and its picture files are named after that key.
 */
const PICTURES = {
  shirt,
  phone,
  laptop,
  lamp,
  pillow,
  cosmetics,
  ball,
  teddy,
  book,
  mug,
  jar,
  ring,
  sneaker,
  kettle,
} as const satisfies Record<string, (t: Tones) => Drawing>;

export type PictureKey = keyof typeof PICTURES;

/** The full SVG document for one illustration in the given colour. */
export function goodsSvg(picture: PictureKey, hex: string): string {
  const { art, shadow } = PICTURES[picture](tonesOf(hex));
  return frame(hex, art, shadow);
}
