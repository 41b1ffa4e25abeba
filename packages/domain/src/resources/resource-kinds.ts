// Resources (means) of shipment-domain §3: what moves goods (mode) and how it reports positions (type).
export const RESOURCE_MODES = ['truck', 'trailer', 'van', 'car', 'boat', 'plane', 'train'] as const;
export type ResourceMode = (typeof RESOURCE_MODES)[number];

/** telematic: a vehicle or a telematic unit reporting through a provider; mobileDriver: a driver's phone. */
export const RESOURCE_TYPES = ['telematic', 'mobileDriver'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** §9: "Defaults: resource mode truck". */
export const DEFAULT_RESOURCE_MODE: ResourceMode = 'truck';
export const DEFAULT_RESOURCE_TYPE: ResourceType = 'telematic';

export const RESOURCE_LIMITS = {
  label: 80,
  externalId: 80,
  telematicUnitId: 80,
  driverName: 80,
  engineType: 40,
  fuelType: 40,
  truckSize: 40,
  vehicleIdentificationNumber: 17,
  /** The oldest vehicle the database accepts. */
  yearOfManufacturingMin: 1950,
} as const;

/** Next year's models are sold from this summer on; anything later is a typo. */
export function yearOfManufacturingMax(currentYear: number): number {
  return currentYear + 1;
}
