// shipment-domain.txt §3 "Goods": wire values and the labels the spec gives them.
export const GOODS_TYPES = ['FULL_TRUCK', 'LINEAR_METERS', 'PALETS'] as const;
export type GoodsType = (typeof GOODS_TYPES)[number];

export interface GoodsMeasure {
  readonly type?: string | null;
  readonly quantity?: number | null;
  readonly size?: { readonly length?: number | null } | null;
}

/** Linear-metre goods are counted by their length, everything else by quantity; null when absent. */
export function goodsMeasureCount(goods: GoodsMeasure | null | undefined): number | null {
  if (!goods) return null;
  const count = goods.type === 'LINEAR_METERS' ? goods.size?.length : goods.quantity;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}
