const MAX_IDX = 2_147_483_647;

/** The `idx` query parameter as a product idx, or null when missing or not a positive integer. */
export function parseGoodsIdx(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const idx = Number(raw);
  return idx >= 1 && idx <= MAX_IDX ? idx : null;
}
