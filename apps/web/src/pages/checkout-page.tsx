import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';

export default function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.checkout.title')}>
      <EmptyState icon={ShoppingCart} title={t('pages.checkout.empty')} />
    </PageFrame>
  );
}
