import type { OrderDetailView } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { regionName } from '../../../lib/format.ts';

/** Where the order goes: receiver, phone, area, street address and country. */
export function OrderAddress({ address }: { address: NonNullable<OrderDetailView['address']> }) {
  const { i18n } = useTranslation();
  return (
    <address className="order-address">
      <span className="order-address__name">{address.name}</span>
      <span>
        +{address.callingCode.replace(/^\+/, '')} {address.phone}
      </span>
      <span>{address.address}</span>
      <span>
        {address.area}, {regionName(address.country, i18n.language)}
      </span>
    </address>
  );
}
