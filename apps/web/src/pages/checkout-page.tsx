import { RoutePath } from '@storefront/contract/routes';
import { ShoppingCart } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { useCartStore } from '../features/cart/cart-store.ts';
import { EditCartButton } from '../features/cart/edit-cart-button.tsx';
import { selectedLines } from '../features/checkout/checkout-lines.ts';
import { CheckoutView } from '../features/checkout/components/checkout-view.tsx';
import '../features/checkout/checkout.css';

/** /checkout: the selected cart lines by shop, the delivery address, the summary and paying. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const items = useCartStore((state) => state.items);
  const lines = useMemo(() => selectedLines(items), [items]);

  return (
    <PageFrame title={t('pages.checkout.title')}>
      {lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t(items.length === 0 ? 'pages.checkout.empty' : 'checkout.noneSelected')}
          text={t('checkout.emptyText')}
          action={
            <div className="checkout-empty__actions">
              <Link to={RoutePath.goods} className="button button--primary">
                {t('checkout.browseGoods')}
              </Link>
              {items.length > 0 && <EditCartButton />}
            </div>
          }
        />
      ) : (
        <CheckoutView lines={lines} editCart={<EditCartButton />} />
      )}
    </PageFrame>
  );
}
