import type { Rng } from './prng.ts';

/** A seeded reviewer: a buyer account with a delivery address for its orders' snapshots. */
export interface ReviewerSeed {
  email: string;
  name: string;
  colour: string;
  address: { country: string; calling_code: string; phone: string; area: string; address: string };
}

const reviewer = (n: number, name: string, colour: string, address: ReviewerSeed['address']): ReviewerSeed => ({
  email: `reviewer${n}@demo.shop`,
  name,
  colour,
  address,
});

const at = (country: string, calling_code: string, phone: string, area: string, address: string) => ({
  country,
  calling_code,
  phone,
  area,
  address,
});

export const REVIEWERS: readonly ReviewerSeed[] = [
  reviewer(
    1,
    'Olivia Bennett',
    '#0e7490',
    at('US', '1', '2125550147', 'New York, New York', '88 Bleecker Street, Apt 4B, 10012'),
  ),
  reviewer(
    2,
    'Lukas Schneider',
    '#4d7c0f',
    at('DE', '49', '15112345678', 'Berlin, Berlin', 'Kastanienallee 21, 10435'),
  ),
  reviewer(
    3,
    'Chloé Martin',
    '#be123c',
    at('FR', '33', '612345678', 'Île-de-France, Paris', '14 Rue de la Roquette, 75011'),
  ),
  reviewer(4, 'Hiroshi Tanaka', '#1d4ed8', at('JP', '81', '9012345678', 'Tokyo, Shibuya', '2-14-7 Ebisu, 150-0013')),
  reviewer(
    5,
    'Isabella Costa',
    '#7e22ce',
    at('BR', '55', '11912345678', 'São Paulo, São Paulo', 'Rua Augusta 1200, 01304-001'),
  ),
  reviewer(
    6,
    'Noah Williams',
    '#b45309',
    at('GB', '44', '7700900123', 'England, London', '27 Camden High Street, NW1 7JE'),
  ),
  reviewer(7, 'Sara Lindgren', '#0f766e', at('SE', '46', '701234567', 'Stockholm, Stockholm', 'Götgatan 45, 118 26')),
  reviewer(
    8,
    'Mateo Fernández',
    '#c2410c',
    at('ES', '34', '612345678', 'Madrid, Madrid', 'Calle de Alcalá 120, 28009'),
  ),
  reviewer(
    9,
    'Aisha Rahman',
    '#9d174d',
    at('CA', '1', '4165550188', 'Ontario, Toronto', '350 Queen Street West, M5V 2A2'),
  ),
  reviewer(
    10,
    'Ethan Clarke',
    '#334155',
    at('AU', '61', '412345678', 'New South Wales, Sydney', '9 Crown Street, Surry Hills 2010'),
  ),
  reviewer(11, 'Giulia Romano', '#15803d', at('IT', '39', '3123456789', 'Lombardia, Milano', 'Via Torino 52, 20123')),
  reviewer(
    12,
    'Minh Nguyen',
    '#6d28d9',
    at('US', '1', '4155550176', 'California, San Jose', '1450 The Alameda, 95126'),
  ),
];

type Stars = 1 | 2 | 3 | 4 | 5;

const OPENERS: Record<Stars, readonly string[]> = {
  5: [
    'Absolutely love it.',
    'Exceeded my expectations.',
    'Excellent quality for the price.',
    'Exactly as described.',
    'Really impressed with this one.',
    'Five stars, no complaints at all.',
  ],
  4: [
    'Very happy with this.',
    'Good quality overall.',
    'Nice product, does the job well.',
    'Pretty much as pictured.',
    'A solid purchase.',
  ],
  3: ['It is okay.', 'Decent for the price.', 'Does the job, nothing special.', 'Mixed feelings about this one.'],
  2: ['A bit disappointed.', 'Not quite what I expected.', 'The quality could be better.'],
  1: ['Did not work out for me.', 'Very disappointed.', 'Would not recommend this.'],
};

const GOOD_DETAILS = [
  'Arrived two days early and well packed.',
  'The colour is true to the photos.',
  'Feels sturdy and well made.',
  'Great value compared to other shops.',
  'The seller answered my questions quickly.',
  'The packaging was neat and plastic-free.',
  'Bought it as a gift and it went down really well.',
  'I have used it every day since it arrived.',
] as const;

const MIXED_DETAILS = [
  'Shipping took a little longer than expected.',
  'The finish is fine but not premium.',
  'Slightly smaller than I imagined.',
  'The instructions could be clearer.',
] as const;

const BAD_DETAILS = [
  'The stitching came loose after a week.',
  'The colour looks duller than in the photos.',
  'It arrived with a scratch on one side.',
  'Much smaller than the listing suggests.',
] as const;

const CLOSERS: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: ['Would buy again.', 'Highly recommended!', 'Already ordered a second one.', 'Will shop here again.'],
  mixed: ['Fine if you are on a budget.', 'Might try something else next time.'],
  bad: ['Sending it back.', 'I expected more from this shop.', 'Will look elsewhere next time.'],
};

/**
 * A short review in the voice of a buyer: an opener matching the stars, a detail (sometimes the
 * variant they chose) and often a closing remark, e.g. "Very happy with this. Went for Navy and
 * it looks great. Would buy again."
 */
export function reviewBody(rng: Rng, rating: number, variant: string | null): string {
  const stars = Math.min(5, Math.max(1, Math.round(rating))) as Stars;
  const tone = stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad';
  const details = tone === 'good' ? GOOD_DETAILS : tone === 'mixed' ? MIXED_DETAILS : BAD_DETAILS;
  const detail =
    variant && tone === 'good' && rng.chance(0.35) ? `Went for ${variant} and it looks great.` : rng.pick(details);
  const parts = [rng.pick(OPENERS[stars]), detail];
  if (rng.chance(0.6)) parts.push(rng.pick(CLOSERS[tone]));
  return parts.join(' ');
}

/**
 * A review's stars drawn around the product's average: mostly within one star of it, now and
 * then further off, so a 4.6 product gets mainly fives and fours with the odd three.
 */
export function reviewStars(rng: Rng, average: number): number {
  const base = average > 0 ? average : 4.3;
  const spread = (rng.float() + rng.float() - 1) * 1.6;
  return Math.min(5, Math.max(1, Math.round(base + spread)));
}
