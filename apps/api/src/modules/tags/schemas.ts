import { z } from 'zod';
import { organizationFilterParam, pageParams, sortParam } from '../../http/jsonapi/query-schemas';

export const TAG_SORT_FIELDS = ['label', 'createdAt'] as const;

export const listTagsQuery = z.strictObject({
  ...pageParams,
  'filter[search]': z.string().trim().min(1).max(100).optional().describe('Label contains'),
  'filter[organization]': organizationFilterParam,
  sort: sortParam(TAG_SORT_FIELDS, 'label'),
});
