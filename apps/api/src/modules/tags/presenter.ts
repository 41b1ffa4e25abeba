import { z } from 'zod';
import { resourceSchema, toOne } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import type { TagRow } from './repository';

export const tagResource = resourceSchema(
  'Tag',
  'tags',
  {
    label: z.string(),
    color: z.string().describe('Hex colour; the web app names it (shipment-domain §3 Tags)'),
    isAutomaticallyAssigned: z.boolean(),
    organizationName: z.string(),
    createdAt: z.string(),
  },
  { organization: toOne('organizations') },
);

export function presentTag(tag: TagRow): z.infer<typeof tagResource> {
  return {
    type: 'tags',
    id: encodeId(tag.id),
    attributes: {
      label: tag.label,
      color: tag.color,
      isAutomaticallyAssigned: tag.is_automatically_assigned,
      organizationName: tag.organization_name,
      createdAt: tag.created_at.toISOString(),
    },
    relationships: { organization: { data: { type: 'organizations', id: encodeId(tag.organization_id) } } },
  };
}
