// The transport modes an order is filtered by and labelled with, once for the web and the exports: legacy and
// sub-modes (ftl_legacy, ocean_booking, air_goods) read as their family; intermodal_legacy is its own.
export const TRANSPORT_MODE_FAMILIES = [
  'ftl',
  'ltl',
  'parcel',
  'road',
  'ocean',
  'air',
  'rail',
  'intermodal_legacy',
] as const;

export type TransportModeFamily = (typeof TRANSPORT_MODE_FAMILIES)[number] | 'unknown';

/** The family a mode is shown as: the key of its label in the catalogues' `transportMode` group. */
export function transportModeFamily(mode: string | null | undefined): TransportModeFamily {
  if (mode === 'intermodal_legacy') return mode;
  const family = mode?.split('_')[0] ?? '';
  return (TRANSPORT_MODE_FAMILIES as readonly string[]).includes(family)
    ? (family as TransportModeFamily)
    : 'unknown';
}
