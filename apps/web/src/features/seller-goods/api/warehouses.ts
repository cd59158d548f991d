import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerCall } from './seller-goods.ts';

export interface WarehouseRow {
  idx: number;
  name: string;
  address: string;
}

export const WAREHOUSES_KEY = 'seller/warehouse/list';

export function warehousesQuery() {
  return queryOptions({
    queryKey: [WAREHOUSES_KEY] as const,
    queryFn: async () =>
      ((await sellerCall<WarehouseRow[]>('seller/warehouse/list', {}))?.data ?? []) as WarehouseRow[],
  });
}

export type WarehouseOutcome = { ok: true; idx: number } | { ok: false; message: string };

export function useSaveWarehouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; address: string }): Promise<WarehouseOutcome> => {
      const answer = await sellerCall<{ idx: number }>('seller/warehouse/save', input);
      if (answer?.code === 0 && answer.data) return { ok: true, idx: answer.data.idx };
      return { ok: false, message: String(answer?.message ?? '') };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [WAREHOUSES_KEY] }),
  });
}
