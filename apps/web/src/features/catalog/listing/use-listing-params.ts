import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearListingFilters, parseListingParams, patchListingParams, type ListingPatch } from './listing-params.ts';

/** The listing's filters from the URL, and the actions that change them (each one a navigation). */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListingParams(params), [params]);
  // A filter change keeps the scroll position (the shopper is looking at the filters); a page
  // change is a link, which scrolls back to the top like any navigation.
  const update = useCallback(
    (patch: ListingPatch) => setParams((current) => patchListingParams(current, patch), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(
    () => setParams((current) => clearListingFilters(current), { preventScrollReset: true }),
    [setParams],
  );
  return { params, filters, update, clear };
}
