import type { GoodsCard } from '@storefront/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { sanitizeDescriptionHtml } from '../../../components/rich-text/description-html.ts';
import { requireLogin } from '../../../components/dialogs/require-login.ts';
import { BuyBar } from './buy-actions.tsx';
import { BuyBox, saleBlockOf } from './buy-box.tsx';
import { useGoodsDelivery } from './goods-delivery.tsx';
import { useFavoriteMutation, useFollowMutation } from './detail-mutations.ts';
import { GoodsGallery } from './goods-gallery.tsx';
import type { GoodsDetailView } from './goods-detail-types.ts';
import { GoodsReviews } from './goods-reviews.tsx';
import { RelatedGoods } from './related-goods.tsx';
import { ShopPanel } from './shop-panel.tsx';
import { usePurchase } from './use-purchase.ts';
import './goods-detail.css';

export interface GoodsDetailProps {
  goods: GoodsDetailView;
  /** The query key the product was read under, so the toggles can update it in place. */
  detailKey: readonly unknown[];
  /**
   * Opens the conversation with the shop and sends the product as a goods card (spec 3,
   * chat2sbParams.goods): the page says how.
   */
  chatWithSeller: (shopIdx: number, goods: GoodsCard) => void;
}

/** The product page once loaded: gallery and buy box, seller, description, reviews, related. */
export function GoodsDetail({ goods, detailKey, chatWithSeller }: GoodsDetailProps) {
  const { t } = useTranslation();
  const purchase = usePurchase(goods);
  const favorite = useFavoriteMutation(goods.idx, detailKey);
  const follow = useFollowMutation(goods.shop.idx, detailKey);

  useEffect(() => {
    document.title = `${goods.title} · Storefront`;
  }, [goods.title]);

  // A second press while the first is on its way would race it; the first one decides.
  const onFavorite = requireLogin(() => {
    if (!favorite.isPending) favorite.mutate(!goods.favorite);
  });
  const onFollow = requireLogin(() => {
    if (!follow.isPending) follow.mutate(!goods.following);
  });
  // Login-required (spec 6); the product goes to the seller as a card (spec 3, chat2sbParams).
  const onChat = requireLogin(() => {
    chatWithSeller(goods.shop.idx, {
      idx: goods.idx,
      urlCover: goods.urlCover,
      price: purchase.discountPrice ?? purchase.price,
      title: goods.title,
    });
  });

  const delivery = useGoodsDelivery(goods.idx);

  return (
    <div className="container goods-detail">
      <div className="goods-detail__top">
        <GoodsGallery title={goods.title} cover={goods.urlCover} images={goods.images} />
        <BuyBox goods={goods} purchase={purchase} onFavorite={onFavorite} delivery={delivery} />
      </div>
      <ShopPanel shop={goods.shop} following={goods.following} onFollow={onFollow} onChat={onChat} />
      <section className="detail-section" aria-labelledby="description-title">
        <h2 id="description-title" className="detail-section__title">
          {t('catalog.detail.description.title')}
        </h2>
        {goods.description ? (
          // Sanitized by the server when saved and again here (description-html.ts).
          <div
            className="goods-detail__description"
            dangerouslySetInnerHTML={{ __html: sanitizeDescriptionHtml(goods.description) }}
          />
        ) : (
          <p className="goods-detail__description">{t('catalog.detail.description.empty')}</p>
        )}
      </section>
      <GoodsReviews goodsIdx={goods.idx} />
      <RelatedGoods goodsIdx={goods.idx} />
      <BuyBar purchase={purchase} blocked={saleBlockOf(delivery)} />
    </div>
  );
}
