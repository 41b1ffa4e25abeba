import type { LengthUnit, TemperatureUnit, VolumeUnit, WeightUnit } from './unit-factors';

export interface UnitSystemUnits {
  /** Small to large; the last one is used for road distances. */
  readonly length: readonly LengthUnit[];
  readonly volume: readonly VolumeUnit[];
  /** Light to heavy. */
  readonly weight: readonly WeightUnit[];
  readonly temperature: TemperatureUnit;
}

// shipment-domain.txt §9: Metric (cm, m, km, Celsius, m³, kg, t);
// Imperial (in, ft, yd, mi, Fahrenheit, cu yd, cu ft, lb, T).
export const UNIT_SYSTEMS = {
  metric: { length: ['cm', 'm', 'km'], volume: ['m3'], weight: ['kg', 't'], temperature: 'C' },
  imperial: {
    length: ['in', 'ft', 'yd', 'mi'],
    volume: ['cu_yd', 'cu_ft'],
    weight: ['lb', 'T'],
    temperature: 'F',
  },
} as const satisfies Record<string, UnitSystemUnits>;
export type UnitSystem = keyof typeof UNIT_SYSTEMS;

/** Metric is the default for every unit preference (shipment-domain.txt §9). */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';

/** The unit road distances are shown in: km or mi. */
export function distanceUnit(system: string | null | undefined): 'km' | 'mi' {
  return system === 'imperial' ? 'mi' : 'km';
}
