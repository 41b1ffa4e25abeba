// The chartering and pair of a tour (shipment-domain §3 Tour: chartering (agency, isActive, organization,
// permissions), pair (mean, mode, pairedBy, permissions, telematicUnitId)), and the carrier agencies a tour can
// be chartered to. The `chartering` and `pair` schemas and presenters are exported so that a tour resource can
// carry the very same objects.
import {
  ACTION_PERMISSIONS,
  type ActionPermission,
  ASSIGNMENT_COMMANDS,
  type AssignmentCommand,
  CHARTERING_STATUSES,
  isCharteringActive,
  PAIRING_AGENCIES,
  PAIRING_STATUSES,
  type PairingStatus,
  type TourAssignmentPermissions,
} from '@cargolens/domain/pairing';
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTimeOrNull as iso } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { AssignmentRow } from './assignment-repository';
import type { CharteringRepository } from './repository';

const nullableIso = z.string().nullable().describe('ISO 8601 instant, UTC');
const named = z.object({ id: z.string(), name: z.string() });
const permissions = z.array(z.enum(ACTION_PERMISSIONS));

/** shipment-domain §3 Tour chartering, the same in a tour resource and in a tour's assignment. */
export const charteringSchema = z.object({
  agency: named.nullable().describe('The carrier agency the tour is chartered to'),
  organization: named.nullable().describe('Its organization: the carrier that sees the tour'),
  unknownCarrierName: z
    .string()
    .nullable()
    .describe('A carrier not on Cargolens, as the shipper named it (ALLOW_UNKNOWN_CARRIER)'),
  isActive: z
    .boolean()
    .describe('A carrier agency holds the tour and has not refused it nor been taken off it'),
  status: z.enum(CHARTERING_STATUSES),
  updatedAt: nullableIso,
  permissions: permissions.describe('MODIFY: the caller may charter, change the carrier agency or uncharter'),
});

/** shipment-domain §3 Tour pair, the same in a tour resource and in a tour's assignment. */
export const pairSchema = z.object({
  mean: z
    .object({ id: z.string(), label: z.string(), mode: z.string(), type: z.string() })
    .nullable()
    .describe('The paired resource (truck or telematic unit)'),
  mode: z.string().nullable().describe('The mode of the paired resource'),
  telematicUnitId: z.string().nullable(),
  pairingAgency: z.enum(PAIRING_AGENCIES).describe('Paired when set and not NONE'),
  status: z.enum(PAIRING_STATUSES).describe('Resource pairing status (shipment-domain §4)'),
  pairedBy: z.string().nullable(),
  pairedAt: nullableIso,
  permissions: permissions.describe('MODIFY: the caller may pair, change the pairing or unpair'),
});

/** The tour's columns the chartering and pair are presented from (tourDetailsQuery reads them). */
type AssignmentColumns = Pick<
  AssignmentRow,
  | 'chartering_status'
  | 'chartering_updated_at'
  | 'carrier_agency_id'
  | 'carrier_agency_name'
  | 'carrier_organization_id'
  | 'carrier_organization_name'
  | 'unknown_carrier_name'
  | 'resource_id'
  | 'mean_label'
  | 'mean_mode'
  | 'mean_type'
  | 'mean_telematic_unit_id'
  | 'pairing_agency'
  | 'pairing_status'
  | 'paired_by_name'
  | 'paired_at'
>;

/** A record the tour names, with its name; null when it names none. */
function namedReference(id: number | null, name: string | null) {
  return id !== null && name !== null ? { id: encodeId(id), name } : null;
}

export function presentChartering(
  tour: AssignmentColumns,
  rights: readonly ActionPermission[],
): z.infer<typeof charteringSchema> {
  return {
    agency: namedReference(tour.carrier_agency_id, tour.carrier_agency_name),
    organization: namedReference(tour.carrier_organization_id, tour.carrier_organization_name),
    unknownCarrierName: tour.unknown_carrier_name,
    isActive: isCharteringActive({
      status: tour.chartering_status,
      hasCarrierAgency: tour.carrier_agency_id !== null,
    }),
    status: tour.chartering_status,
    updatedAt: iso(tour.chartering_updated_at),
    permissions: [...rights],
  };
}

export function presentPair(
  tour: AssignmentColumns,
  rights: readonly ActionPermission[],
): z.infer<typeof pairSchema> {
  return {
    mean:
      tour.resource_id !== null && tour.mean_label !== null
        ? {
            id: encodeId(tour.resource_id),
            label: tour.mean_label,
            mode: tour.mean_mode ?? 'truck',
            type: tour.mean_type ?? 'telematic',
          }
        : null,
    mode: tour.mean_mode,
    telematicUnitId: tour.mean_telematic_unit_id,
    pairingAgency: tour.pairing_agency,
    status: tour.pairing_status as PairingStatus,
    pairedBy: tour.paired_by_name,
    pairedAt: iso(tour.paired_at),
    permissions: [...rights],
  };
}

export const tourAssignmentResource = resourceSchema('TourAssignment', 'tour-assignments', {
  tourReference: z.string(),
  tourStatus: z.string(),
  version: z.number().int().describe('Send it back as If-Match (or data.meta.version) with the next change'),
  vehicle: z
    .string()
    .nullable()
    .describe('The vehicle shown with the tour: the paired resource, or a name sent in'),
  chartering: charteringSchema,
  pair: pairSchema,
  allowedCommands: z
    .array(z.enum(ASSIGNMENT_COMMANDS))
    .describe('The steps the caller may take now (rights and state); the web shows only these'),
});

export function presentAssignment(
  row: AssignmentRow,
  rights: TourAssignmentPermissions,
  allowedCommands: AssignmentCommand[],
): z.infer<typeof tourAssignmentResource> {
  return {
    type: 'tour-assignments',
    id: encodeId(row.id),
    attributes: {
      tourReference: row.reference,
      tourStatus: row.status,
      version: row.version,
      vehicle: row.vehicle,
      chartering: presentChartering(row, rights.chartering),
      pair: presentPair(row, rights.pairing),
      allowedCommands,
    },
  };
}

export const carrierAgencyResource = resourceSchema('CarrierAgency', 'agencies', {
  name: z.string(),
  town: z.string().nullable(),
  country: z.string().nullable(),
  organizationName: z.string(),
});

type AgencyRow = Awaited<ReturnType<CharteringRepository['carrierAgencies']>>['items'][number];

export function presentCarrierAgency(row: AgencyRow): z.infer<typeof carrierAgencyResource> {
  return {
    type: 'agencies',
    id: encodeId(row.id),
    attributes: {
      name: row.name,
      town: row.town,
      country: row.country,
      organizationName: row.organization_name,
    },
  };
}
