import type { CategorySlug } from './categories.ts';
import type { OptionSetKey } from './option-sets.ts';
import type { Rng } from './prng.ts';

/** A kind of product within a category: what it is called and which extra dimension it has. */
export interface GoodsKind {
  noun: string;
  options?: OptionSetKey;
  /** False when a colour choice makes no sense (a serum, a bag of coffee). Defaults to true. */
  colour?: boolean;
  /** Base price range in cents when it differs from the category's. */
  price?: readonly [number, number];
  /** Leading words that suit this kind better than the category's (no "Oak Throw Pillow"). */
  styles?: readonly string[];
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
      { noun: 'Shirt', options: 'apparel' },
      { noun: 'Blouse', options: 'apparel' },
      { noun: 'T-Shirt', options: 'apparel' },
      { noun: 'Hoodie', options: 'apparel', styles: ['Cotton', 'Fleece', 'Organic Cotton', 'Heavyweight'] },
      { noun: 'Dress', options: 'apparel' },
      { noun: 'Trousers', options: 'apparel' },
      { noun: 'Cardigan', options: 'apparel' },
      { noun: 'Blazer', options: 'apparel', price: [6000, 18000], styles: ['Linen', 'Wool-Blend', 'Corduroy'] },
      { noun: 'Midi Skirt', options: 'apparel' },
      { noun: 'Overcoat', options: 'apparel', price: [9000, 26000], styles: ['Wool', 'Wool-Blend', 'Cashmere-Blend'] },
    ],
    title: (rng, { noun, styles }) =>
      words(
        rng.pick(styles ?? ['Linen', 'Cotton', 'Organic Cotton', 'Wool-Blend', 'Silk', 'Denim', 'Jersey', 'Corduroy']),
        rng.pick(['Relaxed', 'Slim', 'Oversized', 'Classic', 'Cropped', 'Tailored', 'Everyday', '']),
        noun,
      ),
  },
  phones: {
    price: [19900, 129900],
    kinds: [
      { noun: 'Smartphone', options: 'storage' },
      { noun: '5G Smartphone', options: 'storage' },
      { noun: 'Dual SIM Smartphone', options: 'storage' },
      { noun: 'Camera Phone', options: 'storage', price: [59900, 139900] },
      { noun: 'Foldable Phone', options: 'storage', price: [89900, 179900] },
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
      { noun: 'Laptop', options: 'laptopConfig' },
      { noun: 'Ultrabook', options: 'laptopConfig' },
      { noun: '2-in-1 Laptop', options: 'laptopConfig' },
      { noun: 'Gaming Laptop', options: 'laptopConfig', price: [99900, 299900] },
      { noun: 'Creator Laptop', options: 'laptopConfig', price: [129900, 329900] },
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
      { noun: 'Table Lamp', options: 'homeSize' },
      { noun: 'Floor Lamp', options: 'plug', price: [6000, 30000] },
      { noun: 'Pendant Light', options: 'homeSize' },
      {
        noun: 'Throw Pillow',
        options: 'homeSize',
        price: [1500, 6000],
        styles: ['Linen', 'Velvet', 'Woven', 'Bouclé'],
      },
      { noun: 'Accent Chair', price: [12000, 60000], styles: ['Rattan', 'Oak', 'Velvet', 'Walnut', 'Bouclé'] },
      { noun: 'Loveseat Sofa', price: [39900, 129900], styles: ['Velvet', 'Linen', 'Bouclé', 'Nordic'] },
      { noun: 'Side Table', options: 'homeSize' },
      { noun: 'Vase', options: 'homeSize', price: [1500, 9000], styles: ['Ceramic', 'Stoneware', 'Glass', 'Marble'] },
      { noun: 'Wall Clock', price: [2000, 9000], styles: ['Nordic', 'Oak', 'Walnut', 'Minimalist'] },
      { noun: 'Storage Basket', options: 'homeSize', price: [1500, 6000], styles: ['Rattan', 'Woven', 'Seagrass'] },
    ],
    title: (rng, { noun, styles }) =>
      words(rng.pick(styles ?? ['Nordic', 'Rattan', 'Ceramic', 'Oak', 'Walnut', 'Marble', 'Minimalist']), noun),
  },
  beauty: {
    price: [800, 9000],
    kinds: [
      { noun: 'Matte Lipstick', price: [900, 3500] },
      { noun: 'Satin Lipstick', price: [900, 3500] },
      { noun: 'Lip Gloss', price: [800, 2800] },
      { noun: 'Nail Polish', options: 'pack', price: [600, 1800] },
      { noun: 'Hydrating Serum', options: 'volume', colour: false },
      { noun: 'Vitamin C Serum', options: 'volume', colour: false },
      { noun: 'Night Cream', options: 'volume', colour: false },
      { noun: 'Eau de Parfum', options: 'volume', colour: false, price: [3500, 15000] },
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
      { noun: 'Football', options: 'ballSize', price: [1500, 9000] },
      { noun: 'Basketball', options: 'ballSize', price: [1800, 9000] },
      { noun: 'Volleyball', options: 'ballSize', price: [1500, 7000] },
      { noun: 'Yoga Mat', price: [1500, 8000] },
      { noun: 'Training Gloves', options: 'gearSize' },
      { noun: 'Running Jacket', options: 'apparel' },
      { noun: 'Gym Duffel Bag' },
      { noun: 'Insulated Water Bottle', price: [1200, 4500] },
    ],
    title: (rng, { noun }) =>
      words(rng.pick(['Pro', 'Training', 'Outdoor', 'Lightweight', 'All-Weather', 'Match', 'Club', 'Elite']), noun),
  },
  toys: {
    price: [900, 12000],
    kinds: [
      { noun: 'Teddy Bear', options: 'plushSize' },
      { noun: 'Plush Bunny', options: 'plushSize' },
      { noun: 'Building Blocks Set', options: 'pieces' },
      { noun: 'Wooden Stacking Blocks' },
      { noun: 'Jigsaw Puzzle', options: 'pieces', colour: false, price: [900, 4500] },
      { noun: 'Toy Train Set', price: [2500, 15000] },
      { noun: 'Activity Cube' },
    ],
    title: (rng, { noun }) =>
      words(rng.pick(['Cuddly', 'Classic', 'Rainbow', 'Little Explorer', 'Montessori', 'Happy Days', 'Eco']), noun),
  },
  books: {
    price: [600, 4500],
    kinds: [
      { noun: 'novel', options: 'bookFormat', colour: false },
      { noun: 'guide', options: 'bookFormat', colour: false },
      { noun: 'children', options: 'bookFormat', colour: false },
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
      { noun: 'Coffee Beans', options: 'weight', colour: false, price: [900, 2400] },
      { noun: 'Loose Leaf Green Tea', options: 'weight', colour: false },
      { noun: 'Dark Chocolate (70%)', options: 'pack', colour: false, price: [300, 900] },
      { noun: 'Wildflower Honey', options: 'pack', colour: false, price: [800, 2200] },
      { noun: 'Extra Virgin Olive Oil', options: 'pack', colour: false, price: [1000, 3000] },
      { noun: 'Granola', options: 'weight', colour: false, price: [500, 1400] },
      { noun: 'Matcha Powder', options: 'weight', colour: false, price: [1400, 4000] },
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
      { noun: 'Ring', options: 'ringSize' },
      { noun: 'Stacking Ring', options: 'ringSize', price: [2500, 9000] },
      { noun: 'Pendant Necklace', options: 'chainLength' },
      { noun: 'Stud Earrings' },
      { noun: 'Hoop Earrings' },
      { noun: 'Tennis Bracelet', price: [9000, 90000] },
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
      { noun: 'Sneakers', options: 'shoeSize' },
      { noun: 'High-Top Sneakers', options: 'shoeSize' },
      { noun: 'Running Shoes', options: 'shoeSize' },
      { noun: 'Loafers', options: 'shoeSize' },
      { noun: 'Chelsea Boots', options: 'shoeSize', price: [7000, 26000] },
      { noun: 'Slip-On Shoes', options: 'shoeSize' },
      { noun: 'Hiking Boots', options: 'shoeSize', price: [8000, 26000] },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Stride', 'Cloudstep', 'Urban Trail', 'Northway', 'Courtline', '']),
        rng.pick(['Canvas', 'Leather', 'Suede', 'Knit', 'Retro', 'Lightweight', 'Waterproof']),
        noun,
      ),
  },
  appliances: {
    price: [2500, 60000],
    kinds: [
      { noun: 'Electric Kettle 1.7L', options: 'plug', price: [2500, 9000] },
      { noun: '2-Slice Toaster', options: 'plug', price: [2500, 9000] },
      { noun: 'High-Speed Blender', options: 'plug' },
      { noun: 'Drip Coffee Maker', options: 'plug' },
      { noun: 'Air Fryer 4L', options: 'plug', price: [5000, 18000] },
      { noun: 'Stand Mixer', options: 'plug', price: [15000, 60000] },
      { noun: 'Rice Cooker', options: 'plug' },
    ],
    title: (rng, { noun }) =>
      words(
        rng.pick(['Brightline', 'Kitchora', 'Homa', 'Vesta', 'Nordhaus']),
        rng.pick(['Stainless Steel', 'Compact', 'Smart', 'Quiet', 'Retro', 'Digital', '']),
        noun,
      ),
  },
};
