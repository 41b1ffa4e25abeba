import { z } from 'zod';
import { organizationFilterParam, pageParams, sortParam } from '../../http/jsonapi/query-schemas';

export const AGENCY_SORT_FIELDS = ['name', 'createdAt'] as const;

export const listAgenciesQuery = z.strictObject({
  ...pageParams,
  'filter[search]': z.string().trim().min(1).max(100).optional().describe('Name or external id contains'),
  'filter[isCollaborator]': z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Collaborator agencies only (true), or the others (false)'),
  'filter[organization]': organizationFilterParam,
  sort: sortParam(AGENCY_SORT_FIELDS, 'name'),
});
