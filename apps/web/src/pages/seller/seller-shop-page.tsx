import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { SellerShopForm, useSellerShop } from '../../features/seller-shop/public.ts';

/** /seller/shop: the shop's profile. */
export default function SellerShopPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const shop = useSellerShop(user?.idx ?? 0);
  return (
    <>
      <h1 className="seller-page__title">{t('seller.shop.title')}</h1>
      {shop.isError && (
        <p role="alert">
          {t('seller.home.loadFailed')}{' '}
          <button type="button" className="button" onClick={() => void shop.refetch()}>
            {t('seller.home.retry')}
          </button>
        </p>
      )}
      {shop.data && user && <SellerShopForm key={shop.data.idx} shop={shop.data} userIdx={user.idx} />}
    </>
  );
}
