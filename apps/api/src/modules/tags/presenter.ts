import type { ResourceObject } from '../../http/jsonapi/document';
import { encodeId } from '../../kernel/public-id';
import type { TagRow } from './repository';

export function presentTag(tag: TagRow): ResourceObject {
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
