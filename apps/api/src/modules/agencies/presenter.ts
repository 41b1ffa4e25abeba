import { z } from 'zod';
import { ownerRelationship, presentOwner } from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import type { AgencyRow } from './repository';

export const agencyResource = resourceSchema(
  'Agency',
  'agencies',
  {
    name: z.string(),
    externalId: z.string().nullable(),
    phone: z.string().nullable(),
    language: z.string(),
    town: z.string().nullable(),
    country: z.string().nullable(),
    features: z.array(z.string()).describe('Agency feature flags (shipment-domain §6)'),
    hasAutomaticEvent: z.boolean(),
    isCollaborator: z.boolean(),
    organizationName: z.string(),
    createdAt: z.string(),
  },
  ownerRelationship,
);

export function presentAgency(agency: AgencyRow): z.infer<typeof agencyResource> {
  return {
    type: 'agencies',
    id: encodeId(agency.id),
    attributes: {
      name: agency.name,
      externalId: agency.external_id,
      phone: agency.phone,
      language: agency.language,
      town: agency.town,
      country: agency.country,
      features: agency.features,
      hasAutomaticEvent: agency.has_automatic_event,
      isCollaborator: agency.is_collaborator,
      organizationName: agency.organization_name,
      createdAt: agency.created_at.toISOString(),
    },
    relationships: presentOwner(agency.organization_id),
  };
}
