// The chartering and pair of a tour (shipment-domain §3 Tour: chartering (agency, isActive, organization,
// permissions), pair (mean, mode, pairedBy, permissions, telematicUnitId)), and the carrier agencies a tour can
// be chartered to. The `chartering` and `pair` schemas and presenters are exported so that a tour resource can
// carry the very same objects.
import {
  ACTION_PERMISSIONS,
  ASSIGNMENT_COMMANDS,
  type AssignmentCommand,
  CHARTERING_STATUSES,
  isCharteringActive,
  isPaired,
  PAIRING_AGENCIES,
  PAIRING_STATUSES,
  type TourAssignmentPermissions,
} from '@cargolens/domain/pairing';
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import type { AssignmentRow } from './assignment-repository';
import type { CharteringRepository } from './repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const named = z.object({ id: z.string(), name: z.string() });
const permissions = z.array(z.enum(ACTION_PERMISSIONS));

export const charteringSchema = z.object({
  status: z.enum(CHARTERING_STATUSES),
  isActive: z.boolean().describe('A carrier agency holds the tour (requested or confirmed)'),
  agency: named.nullable().describe('The carrier agency while the chartering is active'),
  organization: named.nullable().describe('Its organization: the carrier that sees the tour'),
  unknownCarrierName: z.string().nullable().describe('A carrier not on Cargolens, as the shipper named it'),
  updatedAt: z.string().nullable(),
  permissions: permissions.describe('MODIFY: the caller may charter, change the carrier agency or uncharter'),
});

export const pairSchema = z.object({
  mean: z.object({ id: z.string(), label: z.string() }).nullable(),
  mode: z.string().nullable().describe('The resource mode: truck, trailer, van…'),
  telematicUnitId: z.string().nullable(),
  status: z.enum(PAIRING_STATUSES),
  pairingAgency: z.enum(PAIRING_AGENCIES),
  isPaired: z.boolean().describe('The pairing agency is set and not NONE'),
  vehicle: z
    .string()
    .nullable()
    .describe('The vehicle shown with the tour (the resource, or a name sent in)'),
  pairedBy: z.string().nullable(),
  pairedAt: z.string().nullable(),
  permissions: permissions.describe('MODIFY: the caller may pair, change the pairing or unpair'),
});

export const tourAssignmentResource = resourceSchema('TourAssignment', 'tour-assignments', {
  tourReference: z.string(),
  tourStatus: z.string(),
  version: z.number().int().describe('Send it back as If-Match (or data.meta.version) with the next change'),
  chartering: charteringSchema,
  pair: pairSchema,
  allowedCommands: z
    .array(z.enum(ASSIGNMENT_COMMANDS))
    .describe('The steps the caller may take now (rights and state); the web shows only these'),
});

export function presentChartering(row: AssignmentRow, rights: TourAssignmentPermissions) {
  const active = isCharteringActive({
    status: row.chartering_status,
    hasCarrierAgency: row.carrier_agency_id !== null,
  });
  return {
    status: row.chartering_status,
    isActive: active,
    agency:
      active && row.carrier_agency_id !== null
        ? { id: encodeId(row.carrier_agency_id), name: row.carrier_agency_name ?? '' }
        : null,
    organization:
      active && row.carrier_organization_id !== null
        ? { id: encodeId(row.carrier_organization_id), name: row.carrier_organization_name ?? '' }
        : null,
    unknownCarrierName: row.unknown_carrier_name,
    updatedAt: iso(row.chartering_updated_at),
    permissions: [...rights.chartering],
  };
}

export function presentPair(row: AssignmentRow, rights: TourAssignmentPermissions) {
  return {
    mean:
      row.resource_id !== null ? { id: encodeId(row.resource_id), label: row.resource_label ?? '' } : null,
    mode: row.resource_mode,
    telematicUnitId: row.resource_telematic_unit_id,
    status: row.pairing_status as (typeof PAIRING_STATUSES)[number],
    pairingAgency: row.pairing_agency,
    isPaired: isPaired(row.pairing_agency),
    vehicle: row.vehicle,
    pairedBy:
      row.paired_by_firstname !== null
        ? `${row.paired_by_firstname} ${row.paired_by_lastname ?? ''}`.trim()
        : null,
    pairedAt: iso(row.paired_at),
    permissions: [...rights.pairing],
  };
}

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
      chartering: presentChartering(row, rights),
      pair: presentPair(row, rights),
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
