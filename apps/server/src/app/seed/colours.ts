import type { CategorySlug } from './categories.ts';

/** A colour a product can come in: `value` is what goes in dimensions and image file names. */
export interface Colour {
  value: string;
  label: string;
  hex: string;
}

const colour = (value: string, label: string, hex: string): Colour => ({ value, label, hex });

export const COLOURS = {
  red: colour('red', 'Red', '#d64545'),
  navy: colour('navy', 'Navy', '#2f4b7c'),
  black: colour('black', 'Black', '#2d2f33'),
  white: colour('white', 'White', '#f4f4f2'),
  green: colour('green', 'Green', '#3f8f5a'),
  beige: colour('beige', 'Beige', '#d8c3a0'),
  pink: colour('pink', 'Pink', '#e88aa6'),
  blue: colour('blue', 'Blue', '#3b82c4'),
  grey: colour('grey', 'Grey', '#8a8f98'),
  yellow: colour('yellow', 'Yellow', '#e9b949'),
  purple: colour('purple', 'Purple', '#8e6bbf'),
  orange: colour('orange', 'Orange', '#e7833a'),
  brown: colour('brown', 'Brown', '#8b5e3c'),
  teal: colour('teal', 'Teal', '#2a9d8f'),
  coral: colour('coral', 'Coral', '#f08a6c'),
  cream: colour('cream', 'Cream', '#efe4c8'),
  mint: colour('mint', 'Mint', '#8fd3b6'),
  gold: colour('gold', 'Gold', '#d4af37'),
  silver: colour('silver', 'Silver', '#c3c8ce'),
  graphite: colour('graphite', 'Graphite', '#4a4f57'),
  'rose-gold': colour('rose-gold', 'Rose Gold', '#e0a899'),
  champagne: colour('champagne', 'Champagne', '#e6cf9f'),
} as const satisfies Record<string, Colour>;

export type ColourKey = keyof typeof COLOURS;

/**
 * Six colours per category, chosen to look plausible for it (no teal teddy bears). One image set
 * is rendered per (illustration, colour) pair a kind can show (goods-pictures.ts), so these lists
 * also bound how many files the seed writes.
 */
export const CATEGORY_PALETTES: Record<CategorySlug, readonly ColourKey[]> = {
  fashion: ['red', 'navy', 'black', 'white', 'green', 'beige'],
  phones: ['black', 'silver', 'blue', 'purple', 'mint', 'gold'],
  computers: ['silver', 'graphite', 'black', 'white', 'blue', 'rose-gold'],
  home: ['cream', 'teal', 'grey', 'yellow', 'coral', 'green'],
  beauty: ['red', 'pink', 'coral', 'purple', 'beige', 'brown'],
  sports: ['orange', 'blue', 'red', 'green', 'black', 'yellow'],
  toys: ['brown', 'beige', 'pink', 'blue', 'yellow', 'grey'],
  books: ['red', 'navy', 'green', 'teal', 'brown', 'purple'],
  food: ['red', 'green', 'yellow', 'orange', 'brown', 'cream'],
  jewelry: ['gold', 'silver', 'rose-gold', 'champagne', 'black', 'blue'],
  shoes: ['white', 'black', 'red', 'navy', 'grey', 'green'],
  appliances: ['white', 'black', 'silver', 'red', 'mint', 'cream'],
};

export function paletteOf(slug: CategorySlug): Colour[] {
  return CATEGORY_PALETTES[slug].map((key) => COLOURS[key]);
}
