import { LENGTH_UNITS, type LengthUnit, WEIGHT_UNITS, type WeightUnit } from './unit-factors';

// Conversions go through the base unit (m, m³, kg) so every pair is covered
// by one factor table instead of a matrix.
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return (value * LENGTH_UNITS[from]) / LENGTH_UNITS[to];
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return (value * WEIGHT_UNITS[from]) / WEIGHT_UNITS[to];
}
