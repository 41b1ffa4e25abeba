// shipment-domain.txt §9 "Unit conversion". The spec gives km, mile, m³, cubic
// yard and cubic foot; the other factors are the international definitions.
// "T" in the imperial list is read as the US short ton, because the same list
// uses Fahrenheit and cubic yards, i.e. US customary units (decision 0021).

/** Metres per unit. */
export const LENGTH_UNITS = {
  cm: 0.01,
  m: 1,
  km: 1000,
  in: 0.0254,
  ft: 0.3048,
  yd: 0.9144,
  mi: 1609.34,
} as const;
export type LengthUnit = keyof typeof LENGTH_UNITS;

/** Cubic metres per unit. */
export const VOLUME_UNITS = {
  m3: 1,
  cu_yd: 0.764555,
  cu_ft: 0.0283168,
} as const;
export type VolumeUnit = keyof typeof VOLUME_UNITS;

/** Kilograms per unit: t is the metric tonne, T the short ton. */
export const WEIGHT_UNITS = {
  kg: 1,
  t: 1000,
  lb: 0.45359237,
  T: 907.18474,
} as const;
export type WeightUnit = keyof typeof WEIGHT_UNITS;

export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
