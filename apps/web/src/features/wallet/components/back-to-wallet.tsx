import { RoutePath } from '@storefront/contract/routes';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';

export function BackToWallet() {
  const { t } = useTranslation();
  return (
    <Link to={RoutePath.wallet} className="wallet-back">
      <ChevronLeft size={16} aria-hidden="true" /> {t('wallet.back')}
    </Link>
  );
}
