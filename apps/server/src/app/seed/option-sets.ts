/**
 * The non-colour dimensions a product can have (size, storage, weight...). `priceFactor` scales
 * the product's base price for that choice, so a 1TB phone or a 1 kg bag of coffee costs more
 * while a different shirt size costs (almost) the same.
 */
export interface OptionValue {
  label: string;
  value: string;
  priceFactor: number;
}

export interface OptionSet {
  name: string;
  values: readonly OptionValue[];
  /** How many values a product offers, picked as a contiguous run (S-M-L, not S-XL). */
  min: number;
  max: number;
}

const option = (label: string, priceFactor = 1): OptionValue => ({
  label,
  value: label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  priceFactor,
});

export const OPTION_SETS = {
  apparel: {
    name: 'Size',
    values: [option('XS'), option('S'), option('M'), option('L'), option('XL', 1.04), option('XXL', 1.08)],
    min: 3,
    max: 5,
  },
  shoeSize: {
    name: 'Size',
    values: ['EU 36', 'EU 37', 'EU 38', 'EU 39', 'EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'].map((s) =>
      option(s),
    ),
    min: 3,
    max: 5,
  },
  storage: {
    name: 'Storage',
    values: [option('128GB'), option('256GB', 1.12), option('512GB', 1.3), option('1TB', 1.55)],
    min: 2,
    max: 3,
  },
  laptopConfig: {
    name: 'Configuration',
    values: [option('8GB / 256GB'), option('16GB / 512GB', 1.3), option('32GB / 1TB', 1.75)],
    min: 2,
    max: 3,
  },
  ballSize: {
    name: 'Size',
    values: [option('Size 3', 0.85), option('Size 4', 0.92), option('Size 5')],
    min: 2,
    max: 3,
  },
  gearSize: {
    name: 'Size',
    values: [option('S'), option('M'), option('L'), option('XL', 1.05)],
    min: 2,
    max: 4,
  },
  homeSize: {
    name: 'Size',
    values: [option('Small'), option('Medium', 1.35), option('Large', 1.8)],
    min: 2,
    max: 3,
  },
  volume: {
    name: 'Volume',
    values: [option('15 ml'), option('30 ml', 1.6), option('50 ml', 2.3), option('100 ml', 3.6)],
    min: 2,
    max: 3,
  },
  ringSize: {
    name: 'Size',
    values: ['US 5', 'US 6', 'US 7', 'US 8', 'US 9', 'US 10'].map((s) => option(s)),
    min: 3,
    max: 5,
  },
  chainLength: {
    name: 'Length',
    values: [option('40 cm'), option('45 cm', 1.06), option('50 cm', 1.12)],
    min: 2,
    max: 3,
  },
  weight: {
    name: 'Weight',
    values: [option('250 g'), option('500 g', 1.85), option('1 kg', 3.4)],
    min: 2,
    max: 3,
  },
  pack: {
    name: 'Pack',
    values: [option('Single'), option('Pack of 3', 2.7), option('Pack of 6', 5.1)],
    min: 2,
    max: 3,
  },
  bookFormat: {
    name: 'Format',
    values: [option('Paperback'), option('Hardcover', 1.55), option("Collector's Edition", 2.4)],
    min: 1,
    max: 3,
  },
  plug: {
    name: 'Plug',
    values: [option('EU Plug'), option('UK Plug'), option('US Plug')],
    min: 2,
    max: 3,
  },
  plushSize: {
    name: 'Size',
    values: [option('Small (25 cm)'), option('Medium (40 cm)', 1.5), option('Large (60 cm)', 2.2)],
    min: 2,
    max: 3,
  },
  pieces: {
    name: 'Pieces',
    values: [option('250 pcs'), option('500 pcs', 1.5), option('1000 pcs', 2.1)],
    min: 2,
    max: 3,
  },
} as const satisfies Record<string, OptionSet>;

export type OptionSetKey = keyof typeof OPTION_SETS;
