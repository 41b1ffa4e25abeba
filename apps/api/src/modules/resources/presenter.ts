import { RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import { z } from 'zod';
import {
  administeredAttributes,
  ownerRelationship,
  presentAdministered,
  presentOwner,
} from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import { draftOf } from './mean-checks';
import type { MeanRow } from './repository';

export const meanResource = resourceSchema(
  'Mean',
  'means',
  {
    label: z.string(),
    externalId: z.string().nullable(),
    mode: z.enum(RESOURCE_MODES),
    meanType: z.enum(RESOURCE_TYPES).describe('The spec’s mean.type (JSON:API reserves `type`)'),
    telematicUnitId: z.string().nullable(),
    mobileDriver: z
      .object({ name: z.string(), phoneNumber: z.string().describe('E.164') })
      .nullable()
      .describe('The driver and phone of a mobileDriver resource'),
    engineType: z.string().nullable(),
    fuelType: z.string().nullable(),
    truckSize: z.string().nullable(),
    vehicleIdentificationNumber: z.string().nullable(),
    yearOfManufacturing: z.number().int().nullable(),
    lastAppVersionUsed: z.string().nullable(),
    ...administeredAttributes,
  },
  ownerRelationship,
);

export function presentMean(row: MeanRow): z.infer<typeof meanResource> {
  // The attributes a write would change are the stored draft's; JSON:API reserves `type`, so it is `meanType`.
  const { type, ...draft } = draftOf(row);
  return {
    type: 'means',
    id: encodeId(row.id),
    attributes: {
      ...draft,
      meanType: type,
      lastAppVersionUsed: row.last_app_version_used,
      ...presentAdministered(row),
    },
    relationships: presentOwner(row.organization_id),
  };
}
