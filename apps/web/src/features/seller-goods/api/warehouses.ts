import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Code } from '@storefront/contract/codes';
import { texts } from '../../../lib/i18n/texts.ts';
import { apiQuery } from '../../../api/query.ts';
import { request } from '../../../api/request.ts';

export const WAREHOUSES_KEY = 'seller/warehouse/list';

export const warehousesQuery = () => apiQuery(WAREHOUSES_KEY);

export type WarehouseOutcome = { ok: true; idx: number } | { ok: false; message: string };

/** Adds a warehouse to the shop; the list is read again. */
export function useSaveWarehouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; city: string }): Promise<WarehouseOutcome> => {
      const answer = await request('seller/warehouse/save', input);
      if (answer?.code === Code.ok && answer.data) return { ok: true, idx: answer.data.idx };
      return { ok: false, message: String(answer?.message || texts.t('action.failed')) };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [WAREHOUSES_KEY] }),
  });
}
