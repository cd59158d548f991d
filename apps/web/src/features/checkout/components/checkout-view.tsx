import type { AddressView, CartItem, CartPriceData } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../../api/session-store.ts';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useCartDelivery, useCartPrices } from '../../cart/public.ts';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { addressListQuery } from '../api/addresses.ts';
import { walletSummaryQuery } from '../api/wallet-summary.ts';
import { linesProblem } from '../checkout-lines.ts';
import { payBlock } from '../pay-readiness.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import { useShopGroups } from '../use-shop-groups.ts';
import { AddressBook } from './address-book.tsx';
import { CheckoutLines } from './checkout-lines.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { GuestAddress } from './guest-address.tsx';

/** The chosen address if it is still in the book, else the default, else the first. */
function effectiveAddress(addresses: readonly AddressView[] | undefined, chosen: number | null): number | null {
  if (!addresses?.length) return null;
  if (chosen !== null && addresses.some((address) => address.idx === chosen)) return chosen;
  return (addresses.find((address) => address.isDefault) ?? addresses[0]!).idx;
}

export interface CheckoutViewProps {
  /** The selected cart lines (at least one). */
  lines: readonly CartItem[];
  editCart: ReactNode;
}

/**
 * Lines by shop and the address book in the main column; the summary and pay form beside or below.
 * Every price and total is the server's (cart/price, asked when the page opens), never the cart's.
 */
export function CheckoutView({ lines, editCart }: CheckoutViewProps) {
  const pricing = useCartPrices(lines);
  if (!pricing.ready) {
    return pricing.failed ? <QueryError error={null} onRetry={pricing.refetch} /> : <PageSkeleton />;
  }
  return (
    <PricedCheckout
      lines={pricing.items}
      unavailable={pricing.unavailable.size > 0}
      editCart={editCart}
      onPricesChanged={pricing.accept}
    />
  );
}

interface PricedCheckoutProps extends CheckoutViewProps {
  unavailable: boolean;
  onPricesChanged(data: CartPriceData): void;
}

function PricedCheckout({ lines, unavailable, editCart, onPricesChanged }: PricedCheckoutProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const userIdx = user?.idx ?? null;
  const shops = useShopGroups(lines);
  // The total order/place refused because the catalog's had changed: said until the next try.
  const [changedTo, setChangedTo] = useState<number | null>(null);
  const addresses = useQuery({ ...addressListQuery(userIdx ?? 0), enabled: userIdx !== null });
  const wallet = useQuery({ ...walletSummaryQuery(userIdx ?? 0), enabled: userIdx !== null });
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const addressIdx = effectiveAddress(addresses.data, chosenAddress);
  // Each shop's delivery to the chosen address, priced by the server; the total includes it.
  const delivery = useCartDelivery(lines, userIdx === null ? null : addressIdx);
  const deliveryReady = delivery.data !== undefined && !delivery.isPlaceholderData;
  const total = deliveryReady ? delivery.data!.total : shops.total;
  const { pay, paying } = usePlaceOrder(userIdx, (data) => {
    setChangedTo(data.total);
    onPricesChanged(data);
    void delivery.refetch();
  });

  const block = payBlock({
    signedIn: userIdx !== null,
    lineCount: lines.length,
    linesProblem: linesProblem(lines),
    unavailable: unavailable || (deliveryReady && delivery.data!.lines.some((line) => !line.available)),
    addressIdx,
    wallet: wallet.data,
    walletFailed: wallet.isError,
    total,
  });

  return (
    <div className="checkout">
      <div className="checkout__main">
        {changedTo !== null && (
          <p className="checkout-pay-note" role="alert" data-testid="prices-changed">
            <CircleAlert size={16} aria-hidden="true" />
            <span>{t('checkout.pricesChanged', { total: formatMoney(changedTo) })}</span>
          </p>
        )}
        <CheckoutLines
          groups={shops.groups}
          count={shops.count}
          shopName={shops.shopName}
          resolving={shops.resolving}
          editCart={editCart}
        />
        {userIdx === null ? (
          <GuestAddress />
        ) : (
          <AddressBook userIdx={userIdx} selectedIdx={addressIdx} onSelect={setChosenAddress} />
        )}
      </div>
      <CheckoutSummary
        groups={shops.groups}
        count={shops.count}
        total={total}
        delivery={deliveryReady ? delivery.data!.shops : null}
        shopName={shops.shopName}
        signedIn={userIdx !== null}
        wallet={wallet.data}
        block={block}
        ready={deliveryReady}
        paying={paying}
        onPay={(tradePassword) => {
          setChangedTo(null);
          return pay(lines, addressIdx!, tradePassword, total);
        }}
        onRetryWallet={() => void wallet.refetch()}
      />
    </div>
  );
}
