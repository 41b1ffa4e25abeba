// A resource draft checked by the domain's rules and turned into the row it is stored as: the one path from a
// draft to a row, shared by the means API (POST/PUT /means) and the resource imports.
import {
  normalizeResource,
  type ResourceDraft,
  type ResourceIssue,
  resourceIssues,
} from '@cargolens/domain/resources';
import type { MeanValues } from './repository';

/** Years are bounded by today (the domain has no clock); phones without prefix are read in `country`. */
export function meanContext(country: string | null, now = new Date()) {
  return { currentYear: now.getUTCFullYear(), country };
}

/** The row values of a valid draft, or every issue of an invalid one. */
export function meanValuesOf(
  draft: ResourceDraft,
  context: ReturnType<typeof meanContext>,
): { values: MeanValues } | { issues: ResourceIssue[] } {
  const issues = resourceIssues(draft, context);
  if (issues.length) return { issues };
  const clean = normalizeResource(draft, context);
  return {
    values: {
      label: clean.label,
      external_id: clean.externalId ?? null,
      mode: clean.mode,
      type: clean.type,
      telematic_unit_id: clean.telematicUnitId ?? null,
      driver_name: clean.mobileDriver?.name ?? null,
      mobile_phone: clean.mobileDriver?.phoneNumber ?? null,
      engine_type: clean.engineType ?? null,
      fuel_type: clean.fuelType ?? null,
      truck_size: clean.truckSize ?? null,
      vehicle_identification_number: clean.vehicleIdentificationNumber ?? null,
      year_of_manufacturing: clean.yearOfManufacturing ?? null,
    },
  };
}
