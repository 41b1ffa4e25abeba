// What the global map writes beside each tour's marker (shipment-domain §9 "global map label", user-setting type
// `globalMapLabel`; §9 default preferences: CarrierOrResource).

export const GLOBAL_MAP_LABELS = ['CarrierOrResource', 'LastStop', 'NextStop'] as const;
export type GlobalMapLabel = (typeof GLOBAL_MAP_LABELS)[number];
export const DEFAULT_GLOBAL_MAP_LABEL: GlobalMapLabel = 'CarrierOrResource';

export function isGlobalMapLabel(value: unknown): value is GlobalMapLabel {
  return typeof value === 'string' && (GLOBAL_MAP_LABELS as readonly string[]).includes(value);
}
