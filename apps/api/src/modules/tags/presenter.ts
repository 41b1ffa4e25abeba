import { TAG_ACTION_PERMISSIONS, TAG_COLOUR_NAMES, tagColourName } from '@cargolens/domain/tags';
import { z } from 'zod';
import { ownerRelationship, presentOwner } from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { TagRow } from './repository';

export const tagResource = resourceSchema(
  'Tag',
  'tags',
  {
    label: z.string(),
    color: z.string().describe('Hex colour, #rrggbb'),
    colorName: z.enum(TAG_COLOUR_NAMES).describe('The named colour of shipment-domain §3 Tags'),
    isAutomaticallyAssigned: z.boolean(),
    actionPermissions: z
      .array(z.enum(TAG_ACTION_PERMISSIONS))
      .describe('MODIFY when the caller may change tags; an automatic tag stays unchangeable anyway'),
    organizationName: z.string(),
    createdAt: z.string(),
  },
  ownerRelationship,
);

export function presentTag(
  tag: TagRow,
  actionPermissions: Array<(typeof TAG_ACTION_PERMISSIONS)[number]>,
): z.infer<typeof tagResource> {
  return {
    type: 'tags',
    id: encodeId(tag.id),
    attributes: {
      label: tag.label,
      color: tag.color,
      colorName: tagColourName(tag.color),
      isAutomaticallyAssigned: tag.is_automatically_assigned,
      actionPermissions,
      organizationName: tag.organization_name,
      createdAt: isoTime(tag.created_at),
    },
    relationships: presentOwner(tag.organization_id),
  };
}
