import type { WalletView } from '@storefront/contract';
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY } from '@storefront/contract/constants';
import { RoutePath } from '@storefront/contract/routes';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { PayBlock } from '../pay-readiness.ts';

interface PayNoteProps {
  block: PayBlock | null;
  wallet: WalletView | undefined;
  total: number;
  onRetryWallet: () => void;
}

/** Says why paying is not possible yet, with the way to fix it (settings, recharge, retry). */
export function PayNote({ block, wallet, total, onRetryWallet }: PayNoteProps) {
  const { t } = useTranslation();
  if (!block || block === 'walletLoading' || block === 'noLines') return null;
  const body = (() => {
    switch (block) {
      case 'guest':
        return t('checkout.pay.guest');
      case 'tooManyLines':
        return t('checkout.pay.tooManyLines', { max: CHECKOUT_MAX_LINES });
      case 'tooManyOfOne':
        return t('checkout.pay.tooManyOfOne', { max: CHECKOUT_MAX_QUANTITY });
      case 'unavailable':
        return t('checkout.pay.unavailable');
      case 'noAddress':
        return t('checkout.pay.noAddress');
      case 'walletFailed':
        return (
          <>
            {t('checkout.pay.walletFailed')}{' '}
            <button type="button" className="checkout-link-button" onClick={onRetryWallet}>
              <RotateCw size={14} aria-hidden="true" /> {t('common.retry')}
            </button>
          </>
        );
      case 'noTradePassword':
        return (
          <>
            {t('checkout.pay.noTradePassword')}{' '}
            <Link to={RoutePath.settings}>{t('checkout.pay.setTradePassword')}</Link>
          </>
        );
      case 'locked':
        return t('checkout.pay.locked', { time: formatDateTime(wallet?.lockedUntil) });
      case 'insufficient':
        return (
          <>
            {t('checkout.pay.insufficient', { missing: formatMoney(total - (wallet?.balance ?? 0)) })}{' '}
            <Link to={RoutePath.walletRecharge}>{t('checkout.pay.recharge')}</Link>
          </>
        );
    }
  })();
  return (
    <p className="checkout-pay-note" data-testid="pay-note" data-block={block}>
      <CircleAlert size={16} aria-hidden="true" />
      <span>{body}</span>
    </p>
  );
}
