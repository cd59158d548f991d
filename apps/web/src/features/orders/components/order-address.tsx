import type { OrderDetailView } from '@storefront/contract';
import { useTranslation } from 'react-i18next';

/** A country's name in the reader's language ('DE' -> 'Germany'), or the code when unknown. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where the order goes: receiver, phone, area, street address and country. */
export function OrderAddress({ address }: { address: OrderDetailView['address'] }) {
  const { i18n } = useTranslation();
  return (
    <address className="order-address">
      <span className="order-address__name">{address.name}</span>
      <span>
        +{address.callingCode.replace(/^\+/, '')} {address.phone}
      </span>
      <span>{address.address}</span>
      <span>
        {address.area}, {countryName(address.country, i18n.language)}
      </span>
    </address>
  );
}
