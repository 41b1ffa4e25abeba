// shipment-domain.txt §3 "Order": price types.
export const PRICE_TYPES = ['TO_BE_PAID', 'TO_PAY'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** The price to show for an order: the TO_BE_PAID one when present, else the first; null for none. */
export function preferredPrice<T extends { readonly type?: string | null }>(
  prices: readonly T[] | null | undefined,
): T | null {
  if (!prices || prices.length === 0) return null;
  return prices.find((price) => price.type === 'TO_BE_PAID') ?? prices[0] ?? null;
}
