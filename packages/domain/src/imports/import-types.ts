// The import types of shipment-domain §3 and §9 (places, users, mobile and telematic resources) and what each
// needs: an import writes what one administration owns, so it takes that administration's capability. The
// API checks it on upload and the imports screen offers only the types the session may import.
import type { Capability } from '../permissions';

export const IMPORT_TYPES = ['place', 'user', 'mobile', 'telematic_resource'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const IMPORT_CAPABILITY: Record<ImportType, Capability> = {
  place: 'places.administrate',
  user: 'users.administrate',
  mobile: 'means.administrate',
  telematic_resource: 'means.administrate',
};
