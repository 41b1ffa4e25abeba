// shipment-domain.txt §4 "Goods status".
export const GOODS_STATUSES = [
  'NOT_CONFORM',
  'NONE',
  'NOT_REALISED',
  'NOT_REALISED_AT_LOADING_SITE',
  'REFUSED',
  'REFUSED_AT_LOADING_SITE',
] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

// A refusal or non-realisation at the loading site is still a refusal or a
// non-realisation of the goods the stop carries, so it ranks with its family.
const RANK: Readonly<Record<GoodsStatus, number>> = {
  REFUSED: 3,
  REFUSED_AT_LOADING_SITE: 3,
  NOT_REALISED: 2,
  NOT_REALISED_AT_LOADING_SITE: 2,
  NOT_CONFORM: 1,
  NONE: 0,
};
const RESULT = ['NONE', 'NOT_CONFORM', 'NOT_REALISED', 'REFUSED'] as const;
export type StopGoodsStatus = (typeof RESULT)[number];

/** Stop goods status from its orders: REFUSED over NOT_REALISED over NOT_CONFORM, else NONE. */
export function stopGoodsStatus(
  orders: readonly { readonly goodsStatus?: string | null }[] | null | undefined,
): StopGoodsStatus {
  let worst = 0;
  for (const { goodsStatus } of orders ?? []) {
    if (goodsStatus && Object.hasOwn(RANK, goodsStatus))
      worst = Math.max(worst, RANK[goodsStatus as GoodsStatus]);
  }
  return RESULT[worst]!;
}
