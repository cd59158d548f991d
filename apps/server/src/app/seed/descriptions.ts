import type { CategorySlug } from './categories.ts';
import type { Rng } from './prng.ts';

/**
 * Product descriptions: an opener naming the product, two category-specific selling points and a
 * closing line. Enough variety that full-text search and the detail page look like a real shop.
 */
const FEATURES: Record<CategorySlug, readonly string[]> = {
  fashion: [
    'Cut from breathable fabric that stays comfortable from morning to evening.',
    'Pre-washed for a soft hand feel and minimal shrinkage.',
    'Reinforced seams and a tag-free neckline for all-day wear.',
    'An easy silhouette that pairs with denim or tailored trousers.',
    'Machine washable at 30 °C; tumble dry low.',
    'Designed in-house and made in a certified fair-wage factory.',
  ],
  phones: [
    'A 6.5-inch 120 Hz OLED display keeps scrolling silky smooth.',
    'The 50 MP main camera takes sharp, natural shots even at night.',
    'A 5000 mAh battery lasts a full day, and 65 W charging tops it up in minutes.',
    'IP68 water and dust resistance for peace of mind.',
    'Ships unlocked with dual SIM and eSIM support.',
    'Three years of security updates included.',
  ],
  computers: [
    'A bright, colour-accurate display with slim bezels.',
    'All-day battery life in a chassis under 1.3 kg.',
    'Backlit keyboard with a comfortable 1.5 mm key travel.',
    'Two USB-C ports with charging, plus HDMI and a headphone jack.',
    'Wi-Fi 6E and Bluetooth 5.3 for fast, stable connections.',
    'Quiet cooling that stays cool on your lap.',
  ],
  home: [
    'Crafted from responsibly sourced materials with a hand-finished look.',
    'Warm, understated design that fits Scandinavian and modern interiors alike.',
    'Arrives ready to use; no tools needed.',
    'Easy to clean with a soft, damp cloth.',
    'Sized to work in small apartments as well as open-plan living rooms.',
    'Each piece varies slightly, which is part of its charm.',
  ],
  beauty: [
    'Vegan and cruelty-free, with no parabens.',
    'A lightweight texture that layers easily and never feels sticky.',
    'Dermatologically tested and suitable for sensitive skin.',
    'Enriched with hyaluronic acid and vitamin E.',
    'Long-wearing colour that stays put for up to eight hours.',
    'Comes in a recyclable glass container.',
  ],
  sports: [
    'Built to handle training sessions in any weather.',
    'Lightweight, durable materials tested by club athletes.',
    'Grippy, textured surface for better control.',
    'Holds its air for weeks between pumps.',
    'Meets official size and weight standards for competition.',
    'Backed by a two-year warranty.',
  ],
  toys: [
    'Made from child-safe, non-toxic materials and tested to EN71.',
    'Encourages open-ended play, creativity and fine motor skills.',
    'Rounded edges and sturdy construction for little hands.',
    'Surface-washable and built to last through years of play.',
    'A thoughtful gift for birthdays and holidays.',
    'Recommended for ages 3 and up.',
  ],
  books: [
    'A page-turner that critics called "impossible to put down".',
    'Beautifully typeset on cream paper with a sewn binding.',
    'Includes a new foreword by the author.',
    'Perfect for book clubs, with discussion questions at the back.',
    'An international bestseller, now translated into twenty languages.',
    'Illustrated throughout with original drawings.',
  ],
  food: [
    'Sourced directly from small family producers.',
    'No artificial colours, flavours or preservatives.',
    'Packed fresh and sealed in recyclable glass.',
    'Rich, balanced flavour with notes of caramel and citrus.',
    'Certified organic and traceable to the farm.',
    'Best enjoyed within three months of opening.',
  ],
  jewelry: [
    'Hypoallergenic and nickel-free, gentle on sensitive skin.',
    'Hand-polished to a brilliant, long-lasting shine.',
    'Delivered in a gift box with a polishing cloth.',
    'Designed to be worn every day or stacked with your favourites.',
    'Each stone is hand-set and inspected twice.',
    'Free resizing within 60 days.',
  ],
  shoes: [
    'A cushioned footbed and flexible sole for all-day comfort.',
    'Breathable lining keeps feet cool and dry.',
    'Durable rubber outsole with excellent grip on wet streets.',
    'True to size; half sizes should size up.',
    'Lightweight construction at under 300 g per shoe.',
    'Removable insole, compatible with orthotics.',
  ],
  appliances: [
    'Energy-efficient design that saves power without compromising performance.',
    'Easy-clean surfaces and a removable limescale filter.',
    'Automatic shut-off and overheat protection for safety.',
    'Compact footprint that fits neatly on any counter.',
    'Boils quietly, for early mornings.',
    'Backed by a two-year manufacturer warranty.',
  ],
};

// Openers avoid verbs after the title: "Sneakers" and "Shirt" would need different agreement.
const OPENERS: readonly ((title: string) => string)[] = [
  (title) => `Meet the ${title}, a customer favourite that does the basics brilliantly.`,
  (title) => `With the ${title}, thoughtful design meets everyday practicality.`,
  (title) => `Looking for something that simply works? Try the ${title}.`,
  (title) => `Our best-selling ${title}, now in more options than ever.`,
  (title) => `Say hello to the ${title}, designed to make every day a little better.`,
];

// Book titles carry their own article ("The Silent Harbour"), so they get openers that quote them.
const BOOK_OPENERS: readonly ((title: string) => string)[] = [
  (title) => `"${title}" is the story readers keep recommending to their friends.`,
  (title) => `In "${title}", an award-winning author returns with a warm, clever and generous book.`,
  (title) => `"${title}" is a modern classic, now back in print.`,
];

const CLOSERS: readonly string[] = [
  'Ships within 48 hours. Free returns within 30 days.',
  'Order today and enjoy free standard shipping on orders over $50.',
  'Covered by our buyer protection: get what you ordered or your money back.',
  'Questions? Chat with the seller any time from this page.',
];

export function describeGoods(rng: Rng, slug: CategorySlug, title: string): string {
  const [first, second] = rng.subset(FEATURES[slug], 2);
  const opener = rng.pick(slug === 'books' ? BOOK_OPENERS : OPENERS);
  return [opener(title), first ?? '', second ?? '', rng.pick(CLOSERS)].filter(Boolean).join(' ');
}
