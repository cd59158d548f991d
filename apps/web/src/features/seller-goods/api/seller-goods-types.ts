import type { GoodsStatus } from '../goods-form-rules.ts';

// Sketched until the contract lands; replaced by the contract's types.
export interface SellerGoodsRow {
  idx: number;
  title: string;
  picture: string;
  price: number;
  stock: number;
  status: GoodsStatus;
  sales: number;
  updatedAt: string;
  takenDownReason: string | null;
}

export interface SellerGoodsDetail {
  idx: number;
  categoryIdx: number;
  lang: string;
  title: string;
  description: string;
  translations: { lang: string; title: string; description: string }[];
  pictures: string[];
  dims: { name: string; values: string[] }[];
  skus: { values: string[]; price: number; discountPrice: number | null; stock: number; skuCode: string }[];
  warehouseIdx: number | null;
  status: GoodsStatus;
  takenDownReason: string | null;
}
