import type { Db } from '../../db/database.ts';
import { goodsOnSaleCount, goodsOnSaleIdxs } from '../catalog/goods-repository.ts';
import { openShopIdxs } from '../catalog/shops-repository.ts';

/** Sitemaps hold at most 50,000 URLs; goods are split into files of this many. */
export const GOODS_PER_SITEMAP = 40_000;

const STATIC_PATHS = [
  '/',
  '/goods',
  '/discounted',
  '/category',
  '/shop/application',
  '/credit',
  '/help/privacy',
  '/help/returns',
  '/help/shipping',
  '/help/seller',
];

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/** sitemap.xml: an index of the pages-and-shops sitemap and one sitemap per slice of goods. */
export async function sitemapIndex(db: Db, base: string): Promise<string> {
  const parts = Math.max(1, Math.ceil((await goodsOnSaleCount(db)) / GOODS_PER_SITEMAP));
  const entries = [
    `${base}/sitemap-pages.xml`,
    ...Array.from({ length: parts }, (_, i) => `${base}/sitemap-goods-${i + 1}.xml`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

export async function pagesSitemap(db: Db, base: string): Promise<string> {
  const shops = await openShopIdxs(db);
  return urlset([...STATIC_PATHS.map((p) => `${base}${p}`), ...shops.map((idx) => `${base}/shop/${idx}`)]);
}

export async function goodsSitemap(db: Db, base: string, part: number): Promise<string | null> {
  if (!Number.isInteger(part) || part < 1 || part > 10_000) return null;
  const idxs = await goodsOnSaleIdxs(db, GOODS_PER_SITEMAP, (part - 1) * GOODS_PER_SITEMAP);
  if (idxs.length === 0 && part > 1) return null;
  return urlset(idxs.map((idx) => `${base}/goods/detail?idx=${idx}`));
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /mine',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    'Disallow: /user/',
    'Disallow: /staff',
    'Disallow: /realname',
    'Disallow: /api/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
