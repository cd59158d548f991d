import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { SellerShipping } from '../../features/seller-shipping/public.ts';

/** /seller/shipping: the shop's delivery options. */
export default function SellerShippingPage() {
  const { t } = useTranslation();
  const title = t('seller.shipping.title');
  useEffect(() => {
    document.title = `${title} · Storefront`;
  }, [title]);
  return <SellerShipping />;
}
