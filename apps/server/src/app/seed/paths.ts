import path from 'node:path';

/**
 * Where seed images live. Files go under `<uploadsDir>/seed/`, served as `/uploads/seed/...`.
 * The web derives `srcset` by swapping `-480.webp` for `-240.webp` / `-960.webp`, so the
 * `<name>-<width>.webp` pattern is part of the contract, not a detail.
 */
export const GOODS_WIDTHS = [240, 480, 960] as const;
export const LOGO_WIDTHS = [96, 192] as const;
/** The width stored in the database as the canonical cover. */
export const COVER_WIDTH = 480;

const URL_ROOT = '/uploads/seed';

export type SeedImageFolder = 'goods' | 'shops' | 'avatars';

export const seedImageUrl = (folder: SeedImageFolder, name: string, width: number): string =>
  `${URL_ROOT}/${folder}/${name}-${width}.webp`;

export const seedImageFile = (uploadsDir: string, folder: SeedImageFolder, name: string, width: number): string =>
  path.join(uploadsDir, 'seed', folder, `${name}-${width}.webp`);

/** `pillow-teal`: one image set per (illustration, colour) pair, shared by every product showing it. */
export const goodsImageName = (picture: string, colour: string): string => `${picture}-${colour}`;
export const shopLogoName = (n: number): string => `shop-${n}`;
export const avatarName = (userIdx: number): string => `user-${userIdx}`;
