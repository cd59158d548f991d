import type { Country } from '@storefront/contract';
import { useSessionStore } from '../../api/session-store.ts';

export interface CountryChoice {
  countries: readonly Country[];
  /** The iso of the site locale's country (config.locale), else of the first listed. */
  defaultIso: string;
}

const NO_COUNTRIES: readonly Country[] = [];

/** The calling-code choices of config.countries, defaulting to the locale's country. */
export function useCountries(): CountryChoice {
  const config = useSessionStore((state) => state.config);
  const countries = config?.countries ?? NO_COUNTRIES;
  const locale = config?.locale;
  const preferred =
    countries.find((c) => c.iso === locale?.country && c.callingCode === locale.countryCallingCode) ??
    countries.find((c) => c.callingCode === locale?.countryCallingCode) ??
    countries[0];
  return { countries, defaultIso: preferred?.iso ?? '' };
}

export function callingCodeOf(countries: readonly Country[], iso: string): string {
  return countries.find((c) => c.iso === iso)?.callingCode ?? '';
}
