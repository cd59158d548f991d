import { Pencil } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCartDrawer } from './cart-drawer-store.ts';

/** Back to the cart to change what is bought: opens the cart drawer over the checkout. */
export function EditCartButton() {
  const { t } = useTranslation();
  const show = useCartDrawer((state) => state.show);
  return (
    <button type="button" className="button checkout-section__action" onClick={show} aria-haspopup="dialog">
      <Pencil size={16} aria-hidden="true" /> {t('checkout.editCart')}
    </button>
  );
}
