import type { CategorySlug } from './categories.ts';
import type { ColourKey } from './colours.ts';
import type { OptionSetKey } from './option-sets.ts';
import type { Rng } from './prng.ts';
import type { PictureKey } from './svg-goods.ts';

/** A kind of product within a category: what it is called and which extra dimension it has. */
export interface GoodsKind {
  noun: string;
  /** The illustration its pictures show: every kind is something that drawing depicts. */
  picture: PictureKey;
  options?: OptionSetKey;
  /** False when a colour choice makes no sense (a serum, a bag of coffee). Defaults to true. */
  colour?: boolean;
  /** Base price range in cents when it differs from the category's. */
  price?: readonly [number, number];
  /** Leading words that suit this kind better than the category's (no "Oak Throw Pillow"). */
  styles?: readonly string[];
  /** Picture colours of a kind without a colour choice when the category's would look wrong (green honey). */
  palette?: readonly ColourKey[];
}

export interface CategoryWords {
  /** Base price range in cents; prices are drawn log-uniformly so cheap items dominate. */
  price: readonly [number, number];
  kinds: readonly GoodsKind[];
  title: (rng: Rng, kind: GoodsKind) => string;
}

/** Joins the picked words, dropping the empty "no word here" choices. */
const words = (...parts: string[]): string => parts.filter((p) => p !== '').join(' ');

const BRANDS_TECH = ['Aurora', 'Nimbus', 'Vertex', 'Orion', 'Lumen', 'Zephyr', 'Kairo', 'Novaq'];

export const CATALOG_WORDS: Record<CategorySlug, CategoryWords> = {
  fashion: {
    price: [1500, 12000],
    kinds: [
      { noun: 'Shirt', picture: 'shirt', options: 'apparel' },
      { noun: 'Button-Down Shirt', picture: 'shirt', options: 'apparel' },
      { noun: 'Short-Sleeve Shirt', picture: 'shirt', options: 'apparel' },
      {
        noun: 'Camp Collar Shirt',
        picture: 'shirt',
        options: 'apparel',
        styles: ['Cotton', 'Silk', 'Rayon', 'Poplin'],
      },
    ],
    title: (rng, { noun, styles }) =>
      words(
        rng.pick(styles ?? ['Linen', 'Cotton', 'Organic Cotton', 'Wool-Blend', 'Silk', 'Denim', 'Jersey', 'Corduroy']),
        rng.pick(['Relaxed', 'Slim', 'Oversized', 'Classic', 'Cropped', 'Tailored', 'Everyday', 'Boxy', 'Regular', '']),
        // Shirts differ by pattern too, so two shirts of a shop rarely share a name.
        rng.pick(['Striped', 'Checked', 'Gingham', 'Pinstripe', 'Herringbone', 'Plain', 'Dotted', '']),
        noun,
      ),
  },
  phones: {
    price: [19900, 129900],
    kinds: [
      { noun: 'Smartphone', picture: 'phone', options: 'storage' },
      { noun: '5G Smartphone', picture: 'phone', options: 'storage' },
      { noun: 'Dual SIM Smartphone', picture: 'phone', options: 'storage' },
      { noun: 'Camera Phone', picture: 'phone', options: 'storage', price: [59900, 139900] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(BRANDS_TECH),
        rng.pick(['X5', 'X7 Pro', 'S12', 'Edge 40', 'Mini 3', 'Note 11', 'Ultra 2', 'Lite 8', 'Max 14', 'Neo 6']),
        noun,
      ),
  },
  computers: {
    price: [49900, 249900],
    kinds: [
      { noun: 'Laptop', picture: 'laptop', options: 'laptopConfig' },
      { noun: 'Ultrabook', picture: 'laptop', options: 'laptopConfig' },
      { noun: '2-in-1 Laptop', picture: 'laptop', options: 'laptopConfig' },
      { noun: 'Gaming Laptop', picture: 'laptop', options: 'laptopConfig', price: [99900, 299900] },
      { noun: 'Creator Laptop', picture: 'laptop', options: 'laptopConfig', price: [129900, 329900] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Vertex', 'Lumen', 'Pixelon', 'Northbook', 'Cirrus', 'Arcwave']),
        rng.pick(['Air 13', 'Pro 14', 'Book 15', 'Studio 16', 'Flex 14', 'Slim 13', 'Go 12']),
        noun,
      ),
  },
  home: {
    price: [1500, 40000],
    kinds: [
      { noun: 'Table Lamp', picture: 'lamp', options: 'homeSize' },
      { noun: 'Bedside Lamp', picture: 'lamp', options: 'homeSize' },
      {
        noun: 'Throw Pillow',
        picture: 'pillow',
        options: 'homeSize',
        price: [1500, 6000],
        styles: ['Linen', 'Velvet', 'Woven', 'Bouclé', 'Striped'],
      },
      {
        noun: 'Square Cushion',
        picture: 'pillow',
        price: [1500, 6000],
        styles: ['Velvet', 'Woven', 'Bouclé', 'Knit', 'Striped'],
      },
    ],
    title: (rng, { noun, styles }) =>
      words(
        rng.pick(styles ?? ['Scandi', 'Rattan', 'Ceramic', 'Stoneware', 'Oak', 'Walnut', 'Marble', 'Minimalist']),
        noun,
      ),
  },
  beauty: {
    price: [800, 9000],
    kinds: [
      { noun: 'Lipstick & Parfum Gift Set', picture: 'cosmetics', price: [2500, 9000] },
      { noun: 'Matte Lipstick & Eau de Parfum Duo', picture: 'cosmetics', price: [3000, 12000] },
      { noun: 'Satin Lipstick & Parfum Set', picture: 'cosmetics', options: 'volume', price: [2500, 9000] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Velvet Bloom', 'Lumière', 'Rosewater', 'Petal & Co.', 'Dewy', 'Silk Skin', 'Maison Mira']),
        noun,
      ),
  },
  sports: {
    price: [1200, 25000],
    kinds: [
      { noun: 'Basketball', picture: 'ball', options: 'ballSize', price: [1800, 9000] },
      { noun: 'Rubber Basketball', picture: 'ball', options: 'ballSize', price: [1200, 4500] },
      { noun: 'Composite Leather Basketball', picture: 'ball', options: 'ballSize', price: [3000, 12000] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Pro', 'Training', 'Outdoor', 'Street', 'Lightweight', 'All-Weather', 'Match', 'Club', 'Elite']),
        noun,
      ),
  },
  toys: {
    price: [900, 12000],
    kinds: [
      { noun: 'Teddy Bear', picture: 'teddy', options: 'plushSize' },
      { noun: 'Bear Plush Toy', picture: 'teddy', options: 'plushSize' },
    ],
    title: (rng, { noun }) =>
      words(rng.pick(['Cuddly', 'Classic', 'Rainbow', 'Little Explorer', 'Montessori', 'Happy Days', 'Eco']), noun),
  },
  books: {
    price: [600, 4500],
    kinds: [
      { noun: 'novel', picture: 'book', options: 'bookFormat', colour: false },
      { noun: 'guide', picture: 'book', options: 'bookFormat', colour: false },
      { noun: 'children', picture: 'book', options: 'bookFormat', colour: false },
    ],
    // Books are named like books, not like products; the "noun" picks the naming style.
    title: (rng, { noun }) => {
      if (noun === 'guide') {
        const topic = rng.pick(['Sourdough', 'Watercolour', 'Houseplants', 'Personal Finance', 'Trail Running']);
        return rng.pick([`A Practical Guide to ${topic}`, `${topic} for Beginners`, `The Joy of ${topic}`]);
      }
      if (noun === 'children') {
        const hero = rng.pick(['Little Fox', 'Sleepy Bear', 'Brave Mouse', 'Tiny Dragon', 'Curious Owl']);
        return rng.pick([`The ${hero} Goes Exploring`, `Goodnight, ${hero}`, `The ${hero} and the Moon`]);
      }
      const adjective = rng.pick(['Silent', 'Hidden', 'Last', 'Golden', 'Forgotten', 'Midnight', 'Winter', 'Salt']);
      const thing = rng.pick(['Harbour', 'Garden', 'Orchard', 'Library', 'Lighthouse', 'Atlas', 'Cartographer']);
      return rng.pick([`The ${adjective} ${thing}`, `The ${thing}'s Daughter`, `${adjective} Tides`]);
    },
  },
  food: {
    price: [300, 4000],
    kinds: [
      {
        noun: 'Wildflower Honey',
        picture: 'jar',
        options: 'pack',
        colour: false,
        price: [800, 2200],
        palette: ['yellow', 'orange', 'brown'],
      },
      {
        noun: 'Fruit Jam',
        picture: 'jar',
        options: 'pack',
        colour: false,
        price: [500, 1600],
        palette: ['red', 'orange', 'purple'],
      },
      { noun: 'Hot Chocolate Mix', picture: 'mug', options: 'weight', colour: false, price: [600, 1800] },
      { noun: 'Chai Latte Mix', picture: 'mug', options: 'weight', colour: false, price: [600, 1800] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Organic', 'Single-Origin', 'Artisan', 'Small-Batch', 'Premium', 'Fair Trade']),
        rng.pick(['Ethiopian', 'Colombian', 'Italian', 'Japanese', 'Greek', 'Alpine', '', '']),
        noun,
      ),
  },
  jewelry: {
    price: [2500, 60000],
    kinds: [
      { noun: 'Ring', picture: 'ring', options: 'ringSize' },
      { noun: 'Engagement Ring', picture: 'ring', options: 'ringSize', price: [9000, 90000] },
      { noun: 'Cocktail Ring', picture: 'ring', options: 'ringSize' },
      { noun: 'Stacking Ring', picture: 'ring', options: 'ringSize', price: [2500, 9000] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Classic', 'Minimalist', 'Vintage', 'Twisted', 'Halo', 'Solitaire', 'Art Deco']),
        rng.pick(['Moissanite', 'Sapphire', 'Pearl', 'Opal', 'Emerald-Cut', 'Cubic Zirconia', '']),
        noun,
      ),
  },
  shoes: {
    price: [3000, 22000],
    kinds: [
      { noun: 'Sneakers', picture: 'sneaker', options: 'shoeSize' },
      { noun: 'High-Top Sneakers', picture: 'sneaker', options: 'shoeSize' },
      { noun: 'Court Sneakers', picture: 'sneaker', options: 'shoeSize' },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Stride', 'Cloudstep', 'Urban Trail', 'Nordic Trail', 'Courtline', '']),
        rng.pick(['Canvas', 'Leather', 'Suede', 'Knit', 'Retro', 'Lightweight', 'Waterproof']),
        noun,
      ),
  },
  appliances: {
    price: [2500, 60000],
    kinds: [
      { noun: 'Electric Kettle 1.7L', picture: 'kettle', options: 'plug', price: [2500, 9000] },
      { noun: 'Cordless Electric Kettle', picture: 'kettle', options: 'plug', price: [2500, 9000] },
      { noun: 'Temperature Control Kettle', picture: 'kettle', options: 'plug', price: [4500, 15000] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Brightline', 'Kitchora', 'Homa', 'Vesta', 'Nordhaus']),
        rng.pick(['Stainless Steel', 'Compact', 'Glass', 'Quiet', 'Retro', 'Digital', '']),
        noun,
      ),
  },
};
