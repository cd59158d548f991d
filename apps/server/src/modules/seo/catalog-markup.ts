import type {
  CategoryView,
  GoodsCardView,
  GoodsDetailView,
  GoodsSku,
  HomeData,
  ShopDetailView,
} from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { GOODS_SORTS } from '@storefront/contract';
import { escapeHtml } from './html.ts';
import { icon } from './icons.ts';
import type { Translate } from './page-strings.ts';

// The first screen of the catalog's anchor pages, element for element as the React components
// under apps/web/src/features/catalog and apps/web/src/components/listing draw them (same classes,
// sizes and texts), so the app's first render takes their place without a shift. Everything a
// shop or a visitor wrote is escaped.

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
/** lib/format.ts formatMoney: integer cents as `$1,234.50`. */
const formatMoney = (cents: number) => money.format(Math.round(cents) / 100);
const e = escapeHtml;

const GOODS_COVER = /-480\.webp$/;

/** components/image.tsx goodsSrcSet: a seeded `-480.webp` cover offers its 240 and 960 widths too. */
export function goodsSrcSet(src: string): string | undefined {
  if (!GOODS_COVER.test(src)) return undefined;
  const base = src.replace(GOODS_COVER, '');
  return `${base}-240.webp 240w, ${src} 480w, ${base}-960.webp 960w`;
}

export interface ImageAttrs {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/** The `<img>` of components/image.tsx (fixed size; eager and fetched first when it is the page's main image). */
export function imageTag({ src, alt, width, height, sizes, priority = false, className }: ImageAttrs): string {
  // No source (a shop without a logo yet): the same empty box as the app draws.
  if (!src)
    return `<span class="image-empty${className ? ` ${className}` : ''}" style="--image-width: ${width}px; aspect-ratio: ${width} / ${height}"></span>`;
  const srcSet = goodsSrcSet(src);
  const sizesAttr = srcSet ? (sizes ?? `${width}px`) : sizes;
  return (
    `<img class="image${className ? ` ${className}` : ''}" src="${e(src)}"` +
    (srcSet ? ` srcset="${e(srcSet)}"` : '') +
    (sizesAttr ? ` sizes="${e(sizesAttr)}"` : '') +
    ` alt="${e(alt)}" width="${width}" height="${height}"` +
    (priority ? ' loading="eager" decoding="auto" fetchpriority="high"' : ' loading="lazy" decoding="async"') +
    '/>'
  );
}

/** The image the browser should fetch first: the head preloads it with the same srcset and sizes. */
export interface LcpImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

export const lcpImage = ({ src, sizes, width }: Pick<ImageAttrs, 'src' | 'sizes' | 'width'>): LcpImage => {
  const srcset = goodsSrcSet(src);
  return srcset ? { href: src, srcset, sizes: sizes ?? `${width}px` } : { href: src };
};

const CARD_SIZES = '(max-width: 639px) 50vw, (max-width: 1023px) 33vw, 240px';

/** components/listing/goods-card.tsx */
export function goodsCard(t: Translate, goods: GoodsCardView, priority = false): string {
  const sale = goods.discountPrice !== null && goods.discountPrice < goods.price ? goods.discountPrice : null;
  const discounted = sale !== null;
  const percent = sale !== null ? Math.round((1 - sale / goods.price) * 100) : 0;
  // The title beside it names the link: the picture adds nothing for a screen reader.
  const image = imageTag({
    src: goods.urlCover,
    alt: '',
    width: 480,
    height: 480,
    sizes: CARD_SIZES,
    priority,
  });
  return (
    `<article class="goods-card"><a class="goods-card__link" href="/goods/detail?idx=${goods.idx}">` +
    `<div class="goods-card__media">${image}${discounted ? `<span class="goods-card__badge">-${percent}%</span>` : ''}</div>` +
    `<h3 class="goods-card__title">${e(goods.title)}</h3></a>` +
    `<p class="goods-card__price"><span class="${discounted ? 'price price--sale' : 'price'}">${formatMoney(sale ?? goods.price)}</span>` +
    (discounted
      ? `<del class="goods-card__was"><span class="visually-hidden">${e(t('catalog.card.was'))}</span>${formatMoney(goods.price)}</del>`
      : '') +
    `</p><p class="goods-card__meta">` +
    (goods.rating > 0
      ? `<span class="goods-card__rating">${icon('star', { size: 12, fill: 'currentColor' })}<span class="visually-hidden">${e(t('catalog.card.rating'))}</span> ${goods.rating.toFixed(1)}</span>`
      : '') +
    `<span>${e(t('catalog.card.sold', { count: goods.sales }))}</span></p>` +
    `<a class="goods-card__shop" href="/shop/${goods.shopIdx}">${e(goods.shopName)}</a></article>`
  );
}

const cardItems = (t: Translate, rows: GoodsCardView[], priorityCount = 0) =>
  rows.map((goods, i) => `<li>${goodsCard(t, goods, i < priorityCount)}</li>`).join('');

/** components/page-frame.tsx */
function pageFrame(title: string, content: string, hideTitle = false): string {
  return (
    `<div class="container page-frame"><div class="page-frame__head ${hideTitle ? 'visually-hidden' : ''}">` +
    `<h1 class="page-frame__title">${e(title)}</h1></div>${content}</div>`
  );
}

/** features/catalog/home/home-section.tsx */
function homeSection(id: string, title: string, content: string, more?: { to: string; label: string }): string {
  return (
    `<section class="home-section " aria-labelledby="${id}"><div class="home-section__head">` +
    `<h2 id="${id}" class="home-section__title">${e(title)}</h2>` +
    (more
      ? `<a class="home-section__more" href="${more.to}">${e(more.label)}<span class="visually-hidden">: ${e(title)}</span>${icon('chevron-right', { size: 16 })}</a>`
      : '') +
    `</div>${content}</section>`
  );
}

const HERO_SLIDE_COUNT = 3;
export const HERO_IMAGE_SIZES = '(max-width: 639px) 144px, (max-width: 1023px) 220px, 300px';

/** features/catalog/home/hero-slides.ts pickHeroSlides */
export function pickHeroSlides(categories: CategoryView[], goods: GoodsCardView[], count = HERO_SLIDE_COUNT) {
  const candidates = categories.filter((category) => category.goodsCount > 0);
  const slides: { category: CategoryView; goods: GoodsCardView | undefined }[] = [];
  const taken = (category: CategoryView) => slides.some((slide) => slide.category.idx === category.idx);
  for (const item of goods) {
    if (slides.length === count) return slides;
    const category = candidates.find((c) => !taken(c) && c.idx === item.categoryIdx);
    if (category) slides.push({ category, goods: item });
  }
  for (const category of candidates) {
    if (slides.length === count) break;
    if (!taken(category)) slides.push({ category, goods: undefined });
  }
  return slides;
}

export const heroSlides = (data: HomeData) =>
  pickHeroSlides(data.categories, [...data.discounted, ...data.recommended]);

/** features/catalog/home/hero-carousel.tsx and hero-slide.tsx, on its first slide, playing. */
function hero(t: Translate, slides: ReturnType<typeof pickHeroSlides>): string {
  const total = slides.length;
  if (total === 0) return '';
  // Only the slide on show: the others wait out of view in the track until the app draws them.
  const items = slides.slice(0, 1).map(({ category, goods }, position) => {
    const own = `catalog.home.hero.slides.${category.slug}`;
    const hasOwn = t(`${own}.title`) !== `${own}.title`;
    const title = hasOwn ? t(`${own}.title`) : t('catalog.home.hero.fallbackTitle', { name: category.name });
    const text = hasOwn ? t(`${own}.text`) : t('catalog.home.hero.fallbackText', { name: category.name });
    const price = goods ? (goods.discountPrice ?? goods.price) : undefined;
    const media = goods
      ? imageTag({
          src: goods.urlCover,
          alt: goods.title,
          width: 480,
          height: 480,
          sizes: HERO_IMAGE_SIZES,
          priority: position === 0,
          className: 'hero__image',
        })
      : `<span class="hero__icon">${icon(category.icon, { size: 96, strokeWidth: 1.25 })}</span>`;
    return (
      `<div class="hero__slide hero__slide--${position % 3}" role="group" aria-roledescription="${e(t('catalog.home.hero.slide'))}" aria-label="${e(t('catalog.home.hero.slideOf', { position: position + 1, total }))}"${position === 0 ? '' : ' inert=""'}>` +
      `<div class="hero__text"><p class="hero__eyebrow">${e(category.name)}</p><h2 class="hero__title">${e(title)}</h2><p class="hero__sub">${e(text)}</p>` +
      (price !== undefined
        ? `<p class="hero__price">${e(t('catalog.home.hero.from', { price: formatMoney(price) }))}</p>`
        : '') +
      `<a class="button button--primary hero__cta" href="/category?idx=${category.idx}">${e(t('catalog.home.hero.cta'))}<span class="visually-hidden">: ${e(category.name)}</span></a>` +
      `</div><div class="hero__media">${media}</div></div>`
    );
  });
  const dots = slides.map(
    ({ category }, i) =>
      `<button type="button" class="hero__dot" aria-label="${e(t('catalog.home.hero.goTo', { position: i + 1, name: category.name }))}"${i === 0 ? ' aria-current="true"' : ''}></button>`,
  );
  const button = (label: string, glyph: string) =>
    `<button type="button" class="hero__button" aria-label="${e(t(label))}">${glyph}</button>`;
  const controls =
    total > 1
      ? `<div class="hero__controls">${button('catalog.home.hero.previous', icon('chevron-left', { size: 18 }))}<div class="hero__dots">${dots.join('')}</div>` +
        `${button('catalog.home.hero.pause', icon('pause', { size: 16 }))}${button('catalog.home.hero.next', icon('chevron-right', { size: 18 }))}</div>`
      : '';
  return (
    `<section class="hero" aria-roledescription="${e(t('catalog.home.hero.carousel'))}" aria-label="${e(t('catalog.home.hero.label'))}">` +
    `<div class="hero__viewport" aria-live="off"><div class="hero__track" style="transform:translateX(0%)">${items.join('')}</div></div>` +
    `${controls}</section>`
  );
}

/** pages/home-page.tsx down to the deals band; recommendations and shops follow with the app. */
export function homeMarkup(t: Translate, data: HomeData): string {
  const sections = [hero(t, heroSlides(data))];
  if (data.categories.length > 0) {
    const shortcuts = data.categories.map(
      (category) =>
        `<li><a class="category-shortcuts__link" href="/category?idx=${category.idx}"><span class="category-shortcuts__icon">${icon(category.icon, { size: 24, strokeWidth: 1.75 })}</span>` +
        `<span class="category-shortcuts__name">${e(category.name)}</span></a></li>`,
    );
    sections.push(
      homeSection(
        'first-categories',
        t('catalog.home.categories'),
        `<ul class="category-shortcuts">${shortcuts.join('')}</ul>`,
      ),
    );
  }
  if (data.discounted.length > 0) {
    sections.push(
      homeSection(
        'first-deals',
        t('catalog.home.discounted'),
        `<ul class="goods-row">${cardItems(t, data.discounted)}</ul>`,
        { to: '/discounted', label: t('catalog.home.seeAll') },
      ),
    );
  }
  return pageFrame(t('pages.home.title'), `<div class="home">${sections.join('')}</div>`, true);
}

/** pages/goods-page.tsx with features/catalog/listing/goods-listing.tsx unfiltered: toolbar and first grid. */
export function goodsListingMarkup(t: Translate, lang: string, page: Page<GoodsCardView>): string {
  const count = new Intl.NumberFormat(lang).format(page.paging.total);
  const sorts = GOODS_SORTS.map(
    (sort) =>
      `<option value="${sort}"${sort === 'relevance' ? ' selected=""' : ''}>${e(t(`catalog.listing.sort.${sort}`))}</option>`,
  );
  const filters = e(t('catalog.listing.filters.title'));
  const grid =
    page.rows.length > 0
      ? `<ul class="goods-grid listing__grid" aria-busy="false">${cardItems(t, page.rows, 2)}</ul>`
      : '';
  const listing =
    `<div class="listing"><aside class="listing__sidebar" aria-labelledby="first-filters"><h2 id="first-filters" class="listing__sidebar-title">${filters}</h2></aside>` +
    `<div class="listing__main"><div class="listing__toolbar"><h2 class="listing__count"><span role="status">${e(t('catalog.listing.count', { count }))}</span></h2>` +
    `<button type="button" class="button listing__filters-button" aria-haspopup="dialog">${icon('sliders-horizontal', { size: 16 })}${filters}</button>` +
    `<div class="listing__sort"><label for="first-sort">${e(t('catalog.listing.sort.label'))}</label><select id="first-sort">${sorts.join('')}</select></div></div>` +
    `${grid}</div></div>`;
  return pageFrame(t('pages.goods.title'), listing);
}

/** features/catalog/detail/stars.tsx */
function stars(t: Translate, rating: number): string {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const row = (filled: boolean) => icon('star', { size: 16, fill: filled ? 'currentColor' : 'none' }).repeat(5);
  return (
    `<span class="stars" role="img" aria-label="${e(t('catalog.detail.rating', { rating: rating.toFixed(1) }))}">` +
    `<span class="stars__empty">${row(false)}</span><span class="stars__full" style="width:${percent}%">${row(true)}</span></span>`
  );
}

const skuIndexes = (sku: GoodsSku) => (sku.dimensionValue === '' ? [] : sku.dimensionValue.split('_').map(Number));

/** The price the buy box shows before the shopper chooses (detail/buy-box.tsx pricesOf, sku-selection.ts). */
function openingPrice(goods: GoodsDetailView): {
  current: [number, number];
  original: [number, number] | null;
  percent: number;
} {
  // A dimension with a single buyable value starts chosen; when that completes the choice, its sku's price shows.
  const buyable = (dimension: number) => goods.skus.some((sku) => sku.stock > 0 && skuIndexes(sku)[dimension] === 0);
  const choices = goods.dimensions.map((d, i) => (d.values.length === 1 && buyable(i) ? 0 : null));
  const chosen = choices.every((c) => c !== null) ? choices.join('_') : null;
  const sku = chosen === null ? undefined : goods.skus.find((s) => s.dimensionValue === chosen);
  const price = sku ? sku.price : goods.price;
  const discountPrice = sku ? sku.discountPrice : goods.discountPrice;
  const percent =
    discountPrice === null || discountPrice >= price || price <= 0 ? 0 : Math.round((1 - discountPrice / price) * 100);
  if (sku || goods.skus.length === 0) {
    const paid = discountPrice ?? price;
    return { current: [paid, paid], original: percent > 0 ? [price, price] : null, percent };
  }
  const inStock = goods.skus.filter((s) => s.stock > 0);
  const skus = inStock.length > 0 ? inStock : goods.skus;
  const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  const discounted = skus.some((s) => s.discountPrice !== null);
  return {
    current: range(skus.map((s) => s.discountPrice ?? s.price)),
    original: discounted ? range(skus.map((s) => s.price)) : null,
    percent,
  };
}

const formatRange = ([min, max]: [number, number]) =>
  min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;

export const DETAIL_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';
export const detailPictures = (goods: GoodsDetailView) => (goods.images.length > 0 ? goods.images : [goods.urlCover]);
/** The gallery's first picture, the page's main image. */
export const detailCover = (goods: GoodsDetailView) => goods.images[0] ?? goods.urlCover;

/** features/catalog/detail: the gallery and the buy box's title, rating and price. */
export function goodsDetailMarkup(t: Translate, goods: GoodsDetailView): string {
  const pictures = detailPictures(goods);
  const total = pictures.length;
  const main = imageTag({
    src: detailCover(goods),
    alt: t('catalog.detail.gallery.image', { title: goods.title, n: 1, total }),
    width: 960,
    height: 960,
    sizes: DETAIL_IMAGE_SIZES,
    priority: true,
  });
  const steps =
    total > 1
      ? `<button type="button" class="gallery__step gallery__step--prev" aria-label="${e(t('catalog.detail.gallery.previous'))}">${icon('chevron-left', { size: 22 })}</button>` +
        `<button type="button" class="gallery__step gallery__step--next" aria-label="${e(t('catalog.detail.gallery.next'))}">${icon('chevron-right', { size: 22 })}</button>` +
        `<span class="gallery__counter" aria-hidden="true">1 / ${total}</span>`
      : '';
  const thumbs =
    total > 1
      ? `<div class="gallery__thumbs" role="radiogroup" aria-label="${e(t('catalog.detail.gallery.thumbs'))}">` +
        pictures
          .map(
            (src, i) =>
              `<button type="button" role="radio" aria-checked="${i === 0}" aria-label="${e(t('catalog.detail.gallery.thumb', { n: i + 1, total }))}" tabindex="${i === 0 ? 0 : -1}" class="gallery__thumb${i === 0 ? ' gallery__thumb--active' : ''}">` +
              `${imageTag({ src, alt: '', width: 64, height: 64, sizes: '64px' })}</button>`,
          )
          .join('') +
        `</div>`
      : '';
  const { current, original, percent } = openingPrice(goods);
  const price =
    `<div class="price-block"><span class="visually-hidden">${e(t('catalog.detail.price.label'))}</span>` +
    `<span class="price price-block__current${original ? ' price-block__current--sale' : ''}">${formatRange(current)}</span>` +
    (original
      ? `<del class="price-block__original"><span class="visually-hidden">${e(t('catalog.detail.price.original'))}</span>${formatRange(original)}</del>`
      : '') +
    (original && percent > 0
      ? `<span class="price-block__badge">${e(t('catalog.detail.price.off', { percent }))}</span>`
      : '') +
    `</div>`;
  const meta =
    `<div class="buy-box__meta">` +
    (goods.rating > 0
      ? `<span class="buy-box__rating">${stars(t, goods.rating)}<span aria-hidden="true">${goods.rating.toFixed(1)}</span></span>`
      : '') +
    `<a href="#reviews">${e(t('catalog.detail.reviewCount', { count: goods.reviewCount }))}</a><span>${e(t('catalog.detail.sold', { count: goods.sales }))}</span></div>`;
  return (
    `<div class="container goods-detail"><div class="goods-detail__top">` +
    `<section class="gallery" aria-label="${e(t('catalog.detail.gallery.label'))}"><div class="gallery__main">${main}${steps}</div>${thumbs}</section>` +
    `<section class="buy-box" aria-labelledby="goods-title"><h1 id="goods-title" class="buy-box__title">${e(goods.title)}</h1>${meta}${price}</section>` +
    `</div></div>`
  );
}

const compact = (lang: string) => {
  try {
    return new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  } catch {
    return new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  }
};

/** pages/shop/shop-layout.tsx: features/catalog/shop/shop-header.tsx and the section tabs. */
export function shopMarkup(t: Translate, lang: string, shop: ShopDetailView, recommend: boolean): string {
  const count = compact(lang);
  const rating = Math.max(0, Math.min(5, shop.rating));
  const starRow = (filled: boolean) =>
    icon('star', { size: 14, ...(filled ? { fill: 'currentColor' } : {}) }).repeat(5);
  const ratingStars =
    `<span class="rating-stars" role="img" aria-label="${e(t('catalog.shop.ratingLabel', { rating: rating.toFixed(1) }))}">` +
    `<span class="rating-stars__row">${starRow(false)}</span><span class="rating-stars__row rating-stars__fill" style="width:${(rating / 5) * 100}%">${starRow(true)}</span></span>`;
  const joined = new Date(shop.createAt);
  const stat = (label: string, value: string) =>
    `<div class="shop-stats__item"><dt>${e(t(label))}</dt><dd>${value}</dd></div>`;
  const stats =
    stat('catalog.shop.rating', `${ratingStars}<span aria-hidden="true">${shop.rating.toFixed(1)}</span>`) +
    stat('catalog.shop.followers', `<data value="${shop.followers}">${e(count.format(shop.followers))}</data>`) +
    stat('catalog.shop.goodsCount', `<data value="${shop.goodsCount}">${e(count.format(shop.goodsCount))}</data>`) +
    (Number.isNaN(joined.getTime()) ? '' : stat('catalog.shop.joined', String(joined.getFullYear())));
  const follow =
    `<button type="button" class="button follow-button button--primary" aria-pressed="false">${icon('plus', { size: 16 })}` +
    `${e(t('catalog.shop.follow'))}<span class="visually-hidden"> ${e(shop.name)}</span></button>`;
  const search =
    `<form role="search" aria-label="${e(t('catalog.shop.searchLabel'))}" class="shop-search" action="/shop/${shop.idx}">` +
    `<label for="first-shop-search" class="visually-hidden">${e(t('catalog.shop.searchLabel'))}</label>` +
    `<input id="first-shop-search" type="search" name="kw" class="shop-search__input" value="" placeholder="${e(t('catalog.shop.searchPlaceholder'))}" maxlength="100" enterkeyhint="search"/>` +
    `<button type="submit" class="shop-search__submit">${icon('search', { size: 16 })}<span class="visually-hidden">${e(t('catalog.shop.searchSubmit'))}</span></button></form>`;
  const tab = (to: string, label: string, on: boolean) =>
    `<a class="tabs__link${on ? ' tabs__link--current' : ''}"${on ? ' aria-current="page"' : ''} href="${to}">${e(t(label))}</a>`;
  return (
    `<div class="shop-page"><section class="shop-header"><div class="shop-header__banner">` +
    (shop.banner ? `<img src="${e(shop.banner)}" alt="" class="shop-header__banner-image"/>` : '') +
    `</div><div class="container shop-header__body"><div class="shop-header__identity">` +
    imageTag({ src: shop.logo, alt: '', width: 96, height: 96, priority: true, className: 'shop-header__logo' }) +
    `<div class="shop-header__names"><h1 class="shop-header__name">${e(shop.name)}</h1>` +
    (shop.description ? `<p class="shop-header__description">${e(shop.description)}</p>` : '') +
    `</div></div><dl class="shop-stats">${stats}</dl><div class="shop-header__actions">${follow}${search}</div></div></section>` +
    `<div class="container shop-page__body"><nav class="tabs shop-tabs" aria-label="${e(t('catalog.shop.sections'))}">` +
    tab(`/shop/${shop.idx}`, 'catalog.shop.tabAll', !recommend) +
    tab(`/shop/${shop.idx}/recommend`, 'catalog.shop.tabRecommend', recommend) +
    `</nav></div></div>`
  );
}
