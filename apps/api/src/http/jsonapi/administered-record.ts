// What every record of the administration screens (places, resources, tags…) says about itself: whether it is
// active, the organization that owns it, and when it was made and changed. One shape, one presenter.
import { z } from 'zod';
import { encodeId } from '../../kernel/public-id';
import { toOne } from './document-schemas';

export const administeredAttributes = {
  isActive: z.boolean(),
  deactivatedAt: z.string().nullable(),
  organizationName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ownerRelationship = { organization: toOne('organizations') };

export function presentAdministered(row: {
  deactivated_at: Date | null;
  organization_name: string;
  created_at: Date;
  updated_at: Date;
}) {
  return {
    isActive: row.deactivated_at === null,
    deactivatedAt: row.deactivated_at?.toISOString() ?? null,
    organizationName: row.organization_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentOwner(organizationId: number) {
  return { organization: { data: { type: 'organizations' as const, id: encodeId(organizationId) } } };
}

/** `filter[isActive]=true|false`: active records only, or deactivated ones only. */
export function isActiveFilterParam(records: string) {
  return z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe(`true: active ${records} only; false: deactivated ones only`);
}
