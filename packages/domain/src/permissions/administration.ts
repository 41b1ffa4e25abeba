// Administration tabs (shipment-domain §6): back-office users administrate everything; others need the
// feature in their user profile ("Telematics administration needs admin or the user feature", and likewise).
import { hasAdminAccess } from './roles';

export const ADMINISTRATION_FEATURES = [
  'ADMINISTRATION_USERS',
  'ADMINISTRATION_RESOURCES',
  'ADMINISTRATION_TELEMATICS',
  'ADMINISTRATION_PLACES',
  'ADMINISTRATION_TAGS',
] as const;
export type AdministrationFeature = (typeof ADMINISTRATION_FEATURES)[number];

export function canAdministrate(
  feature: AdministrationFeature,
  caller: { roles: readonly string[]; features: readonly string[] },
): boolean {
  return hasAdminAccess(caller.roles) || caller.features.includes(feature);
}
