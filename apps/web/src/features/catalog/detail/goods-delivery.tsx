import type { GoodsDeliveryData } from '@storefront/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { fetchData } from '../../../api/query.ts';
import { useCurrentUser } from '../../../api/session-store.ts';
import { useCountries } from '../../../components/form/use-countries.ts';
import { formatMoney, regionName } from '../../../lib/format.ts';
import { storage } from '../../../lib/storage.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';

/** The destination a shopper picked on a detail page, remembered for the next product. */
const COUNTRY_KEY = 'storefront.deliveryCountry';

/**
 * The server's delivery quote for one of this product (goods/delivery): to the country the
 * shopper picked, else to their default address's. The query is shared by the buy box and the
 * phone's buy bar (a closed or holidaying shop disables buying in both).
 */
export function useGoodsDelivery(goodsIdx: number) {
  const userIdx = useCurrentUser()?.idx ?? null;
  // The stored choice is the browser's alone: read once the server's render has been hydrated.
  const hydrated = useHydrated();
  const [chosen, setCountry] = useState<string | null>(null);
  const country = chosen ?? (hydrated ? storage.get(COUNTRY_KEY) : null);
  const query = useQuery({
    queryKey: ['goods/delivery', goodsIdx, country, userIdx] as const,
    queryFn: (): Promise<GoodsDeliveryData> =>
      fetchData('goods/delivery', { goodsIdx, ...(country ? { country } : {}) }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const choose = (iso: string) => {
    storage.set(COUNTRY_KEY, iso);
    setCountry(iso);
  };
  return { data: query.data, choose };
}

export type GoodsDelivery = ReturnType<typeof useGoodsDelivery>;

function quoteText(t: ReturnType<typeof useTranslation>['t'], data: GoodsDeliveryData, place: string): string {
  const { quote } = data;
  if (!data.delivers) return t('catalog.detail.delivery.none', { country: place });
  if (!quote) return t('catalog.detail.delivery.choose');
  const days = quote.daysMin !== null && quote.daysMax !== null;
  if (quote.fee === 0) {
    return days
      ? t('catalog.detail.delivery.freeDays', { min: quote.daysMin, max: quote.daysMax })
      : t('catalog.detail.delivery.free');
  }
  return days
    ? t('catalog.detail.delivery.feeDays', { fee: formatMoney(quote.fee), min: quote.daysMin, max: quote.daysMax })
    : t('catalog.detail.delivery.fee', { fee: formatMoney(quote.fee) });
}

/** "Delivery $4.99, arrives in 3–5 days" to the shown country, and a select to pick another. */
export function GoodsDeliveryLine({ delivery }: { delivery: GoodsDelivery }) {
  const { t, i18n } = useTranslation();
  const { countries } = useCountries();
  const selectId = useId();
  const data = delivery.data;
  if (!data) return null;
  const place = data.country ? regionName(data.country, i18n.language) : '';
  return (
    <div className="buy-box__delivery" data-testid="goods-delivery">
      <p className="buy-box__delivery-quote" aria-live="polite">
        <Truck size={16} aria-hidden="true" />
        <span data-testid="goods-delivery-quote">{quoteText(t, data, place)}</span>
      </p>
      <label className="buy-box__delivery-to" htmlFor={selectId}>
        {t('catalog.detail.delivery.to')}
      </label>
      <select
        id={selectId}
        className="buy-box__delivery-select"
        value={data.country ?? ''}
        onChange={(event) => delivery.choose(event.target.value)}
        data-testid="goods-delivery-country"
      >
        {data.country === null && <option value="">{t('catalog.detail.delivery.pick')}</option>}
        {countries.map((country) => (
          <option key={country.iso} value={country.iso}>
            {regionName(country.iso, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}
