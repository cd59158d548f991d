import { isKnownRoute, type Language } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { bestSellerTitles } from '../catalog/goods-repository.ts';
import { escapeHtml, type PageHead } from './html.ts';
import { seoMessage } from './seo-messages.ts';
import { goodsSitemap, pagesSitemap, sitemapIndex } from './sitemap.ts';

const money = (cents: number) => (cents / 100).toFixed(2);
const clip = (text: string, max = 160) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export interface RenderedHead {
  status: number;
  head: PageHead;
}

/**
 * The head of the first HTML answer of a page: title, description, canonical URL, Open Graph and
 * JSON-LD (Product with offers and aggregateRating; Organization for a shop), so crawlers and
 * link previews see the page without running the SPA.
 */
export class SeoService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** sitemap.xml: the index of the other sitemaps. */
  sitemapIndex(base: string): Promise<string> {
    return sitemapIndex(this.db, base);
  }

  pagesSitemap(base: string): Promise<string> {
    return pagesSitemap(this.db, base);
  }

  /** One slice of the goods; null past the last one. */
  goodsSitemap(base: string, part: number): Promise<string | null> {
    return goodsSitemap(this.db, base, part);
  }

  async pageHead(url: URL, base: string, lang: Language): Promise<RenderedHead> {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const site = seoMessage(lang, 'siteTitle');
    const canonical = `${base}${path}`;
    const page = (title: string, description: string): RenderedHead => ({
      status: 200,
      head: { title: `${title} · Storefront`, description, canonical },
    });

    if (path === '/') {
      return {
        status: 200,
        head: {
          title: site,
          description: seoMessage(lang, 'homeDescription'),
          canonical: `${base}/`,
          structuredData: [
            {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name: 'Storefront',
              url: `${base}/`,
              potentialAction: {
                '@type': 'SearchAction',
                target: `${base}/search?kw={search_term_string}`,
                'query-input': 'required name=search_term_string',
              },
            },
          ],
          noscript: await this.goodsLinks(base, lang),
        },
      };
    }
    if (path === '/goods') {
      const head = page(seoMessage(lang, 'goodsTitle'), seoMessage(lang, 'goodsDescription'));
      head.head.noscript = await this.goodsLinks(base, lang);
      return head;
    }
    if (path === '/discounted')
      return page(seoMessage(lang, 'discountedTitle'), seoMessage(lang, 'discountedDescription'));
    if (path === '/category') return page(seoMessage(lang, 'categoryTitle'), seoMessage(lang, 'goodsDescription'));
    if (path === '/search' || path === '/search/shop') {
      const kw = (url.searchParams.get('kw') ?? '').slice(0, 100);
      return page(seoMessage(lang, 'searchTitle', { kw }), seoMessage(lang, 'goodsDescription'));
    }
    if (path === '/goods/detail') return this.goodsHead(url, base, lang);
    const shop = /^\/shop\/(\d+)(\/recommend)?$/.exec(path);
    if (shop) return this.shopHead(Number(shop[1]), base, lang);
    if (!isKnownRoute(path))
      return { status: 404, head: { ...page(seoMessage(lang, 'notFoundTitle'), '').head, description: site } };
    return { status: 200, head: { title: site, description: seoMessage(lang, 'homeDescription'), canonical } };
  }

  private async goodsHead(url: URL, base: string, lang: Language): Promise<RenderedHead> {
    const idx = Number(url.searchParams.get('idx'));
    const goods =
      Number.isInteger(idx) && idx > 0 && idx < 2 ** 31 ? await this.catalog.goodsDetail(idx, { lang }) : null;
    if (!goods) {
      return {
        status: 404,
        head: {
          title: `${seoMessage(lang, 'notFoundTitle')} · Storefront`,
          description: seoMessage(lang, 'siteTitle'),
          canonical: `${base}/goods`,
        },
      };
    }
    const canonical = `${base}/goods/detail?idx=${goods.idx}`;
    const price = goods.discountPrice ?? goods.price;
    const image = `${base}${goods.urlCover.replace(/-480\.webp$/, '-960.webp')}`;
    return {
      status: 200,
      head: {
        title: `${goods.title} · ${goods.shop.name} · Storefront`,
        description: clip(goods.description),
        canonical,
        image,
        type: 'product',
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: goods.title,
            description: goods.description,
            image: goods.images.map((src) => `${base}${src}`),
            sku: String(goods.idx),
            brand: { '@type': 'Brand', name: goods.shop.name },
            offers: {
              '@type': 'Offer',
              url: canonical,
              priceCurrency: 'USD',
              price: money(price),
              availability: goods.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              seller: { '@type': 'Organization', name: goods.shop.name, url: `${base}/shop/${goods.shop.idx}` },
            },
            ...(goods.reviewCount > 0 && goods.rating > 0
              ? {
                  aggregateRating: {
                    '@type': 'AggregateRating',
                    ratingValue: goods.rating.toFixed(2),
                    reviewCount: goods.reviewCount,
                    bestRating: '5',
                    worstRating: '1',
                  },
                }
              : {}),
          },
        ],
        noscript: `<h1>${escapeHtml(goods.title)}</h1><p>$${money(price)}</p><p>${escapeHtml(goods.description)}</p><a href="/shop/${goods.shop.idx}">${escapeHtml(goods.shop.name)}</a>`,
      },
    };
  }

  private async shopHead(idx: number, base: string, lang: Language): Promise<RenderedHead> {
    const shop = idx < 2 ** 31 ? await this.catalog.shopDetail(idx) : null;
    if (!shop) {
      return {
        status: 404,
        head: {
          title: `${seoMessage(lang, 'notFoundTitle')} · Storefront`,
          description: seoMessage(lang, 'siteTitle'),
          canonical: `${base}/`,
        },
      };
    }
    const canonical = `${base}/shop/${shop.idx}`;
    return {
      status: 200,
      head: {
        title: `${shop.name} · Storefront`,
        description: clip(
          seoMessage(lang, 'shopDescription', {
            name: shop.name,
            count: String(shop.goodsCount),
            description: shop.description,
          }),
        ),
        canonical,
        ...(shop.logo ? { image: `${base}${shop.logo}` } : {}),
        type: 'profile',
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: shop.name,
            url: canonical,
            ...(shop.logo ? { logo: `${base}${shop.logo}` } : {}),
            description: shop.description,
            ...(shop.rating > 0
              ? {
                  aggregateRating: {
                    '@type': 'AggregateRating',
                    ratingValue: shop.rating.toFixed(2),
                    ratingCount: Math.max(1, shop.followers),
                  },
                }
              : {}),
          },
        ],
        noscript: `<h1>${escapeHtml(shop.name)}</h1><p>${escapeHtml(shop.description)}</p>`,
      },
    };
  }

  /** Links to the best sellers, for crawlers that do not run scripts. */
  private async goodsLinks(base: string, lang: Language): Promise<string> {
    const rows = await bestSellerTitles(this.db, 40, lang);
    const items = rows.map(
      (row) => `<li><a href="${base}/goods/detail?idx=${row.idx}">${escapeHtml(row.title)}</a></li>`,
    );
    return `<ul>${items.join('')}</ul>`;
  }
}
