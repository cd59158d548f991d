import type { CategorySlug } from './categories.ts';

/**
 * The demo shops. Shop 1 belongs to the demo seller account; the others have their own seller
 * users (`shop<n>@demo.shop`). Each shop has one trade, the category of everything it sells, and
 * its name and description say so (no lamps from a pantry).
 */
export interface ShopSeed {
  /** 1-based; names the logo file (`shops/shop-<n>-192.webp`) and the owner's email. */
  n: number;
  ownerEmail: string;
  ownerName: string;
  name: string;
  description: string;
  trade: CategorySlug;
  /** Monogram background. */
  colour: string;
}

const shop = (
  n: number,
  ownerName: string,
  name: string,
  colour: string,
  trade: CategorySlug,
  description: string,
): ShopSeed => ({
  n,
  ownerEmail: n === 1 ? 'seller@demo.shop' : `shop${n}@demo.shop`,
  ownerName,
  name,
  description,
  trade,
  colour,
});

export const SHOPS: readonly ShopSeed[] = [
  shop(
    1,
    'Demo Seller',
    'Demo Seller Store',
    '#2563eb',
    'fashion',
    'Everyday shirts picked by our team in linen, cotton and denim, shipped in 48 hours.',
  ),
  shop(
    2,
    'Kenji Watanabe',
    'Aurora Mobile',
    '#7c3aed',
    'phones',
    'Official-warranty smartphones, unlocked and ready for every network.',
  ),
  shop(
    3,
    'Priya Raman',
    'Pixel & Byte',
    '#0f766e',
    'computers',
    'Laptops for work and play, configured and tested before they ship.',
  ),
  shop(
    4,
    'Astrid Lindqvist',
    'Nordic Nest Home',
    '#a16207',
    'home',
    'Calm, Scandinavian-inspired lamps and cushions for slow living.',
  ),
  shop(
    5,
    'Camille Laurent',
    'Bloom Beauty Lab',
    '#db2777',
    'beauty',
    'Clean, cruelty-free lipsticks and fragrances, made in small batches.',
  ),
  shop(
    6,
    'Marcus Hill',
    'Peak Performance Sports',
    '#ea580c',
    'sports',
    'Basketballs trusted by club players, for the court and the street.',
  ),
  shop(
    7,
    'Sofia Rossi',
    'Little Explorers Toys',
    '#16a34a',
    'toys',
    'Teddy bears and plush toys to cuddle, all tested to EU safety standards.',
  ),
  shop(
    8,
    'Daniel Okafor',
    'Paper Lantern Books',
    '#9333ea',
    'books',
    'An independent bookshop online: new fiction, practical guides and picture books.',
  ),
  shop(
    9,
    'Elena García',
    'Harvest Table Pantry',
    '#65a30d',
    'food',
    'Honey, jams and hot drinks sourced directly from small producers.',
  ),
  shop(
    10,
    'Amara Chen',
    'Golden Thread Jewellery',
    '#ca8a04',
    'jewelry',
    'Hand-finished rings in recycled gold and sterling silver.',
  ),
  shop(
    11,
    'Lucas Meyer',
    'Stride Shoe Co.',
    '#334155',
    'shoes',
    'Comfortable sneakers built for city streets and weekend courts.',
  ),
  shop(
    12,
    'Hana Kim',
    'Urban Thread Apparel',
    '#dc2626',
    'fashion',
    'Modern shirts in natural fabrics, designed to be worn for years.',
  ),
  shop(
    13,
    'Oliver Brooks',
    'Brightline Appliances',
    '#0284c7',
    'appliances',
    'Kettles that are a pleasure to use, with a two-year warranty on everything.',
  ),
  shop(
    14,
    'Nadia Petrova',
    'Sunrise Organics',
    '#f59e0b',
    'food',
    'Certified-organic honey, jams and drinking chocolate, packed plastic-free.',
  ),
  shop(
    15,
    'Matteo Bianchi',
    'Atelier Lumière',
    '#be185d',
    'beauty',
    'Small-batch fragrance and lip colour from independent European ateliers.',
  ),
];

/** Every seeded user: the three demo accounts plus the owners of shops 2..15. */
export interface UserSeed {
  email: string;
  name: string;
  role: 'buyer' | 'seller' | 'staff';
  colour: string;
  /** Staff who run the marketplace (issue 20): the admin view of the console. */
  admin?: boolean;
}

export const DEMO_BUYER_EMAIL = 'buyer@demo.shop';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_TRADE_PASSWORD = '123456';
/** $5,000.00: enough to check out many demo orders. */
export const DEMO_BUYER_BALANCE = 500_000;

export const USERS: readonly UserSeed[] = [
  { email: DEMO_BUYER_EMAIL, name: 'Demo Buyer', role: 'buyer', colour: '#0891b2' },
  { email: 'seller@demo.shop', name: 'Demo Seller', role: 'seller', colour: '#2563eb' },
  { email: 'staff@demo.shop', name: 'Support Agent', role: 'staff', colour: '#475569', admin: true },
  ...SHOPS.filter((s) => s.n !== 1).map((s): UserSeed => ({
    email: s.ownerEmail,
    name: s.ownerName,
    role: 'seller',
    colour: s.colour,
  })),
];

/** Up to two initials: "Demo Seller Store" -> "DS", "Pixel & Byte" -> "PB". */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase());
  return letters.slice(0, 2).join('');
}
