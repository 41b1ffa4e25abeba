import { AUTHENTICATION_METHODS, ORGANIZATION_PROFILES } from '@cargolens/domain/organizations';
import { z } from 'zod';
import { resourceSchema, toMany } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import { portfoliosRelationship } from '../portfolios';
import { addressOutput, presentAddress } from './address';
import type { OrganizationRow } from './repository';

export const organizationResource = resourceSchema(
  'OrganizationDetails',
  'organizations',
  {
    name: z.string(),
    profile: z.enum(ORGANIZATION_PROFILES),
    phone: z.string().nullable(),
    language: z.string(),
    isPublic: z.boolean(),
    isTest: z.boolean(),
    isBackOffice: z.boolean(),
    salesforceId: z.string().nullable(),
    authenticationMethod: z.enum(AUTHENTICATION_METHODS),
    features: z.array(z.string()),
    identificationNumbers: z.array(z.string()),
    address: addressOutput,
    createdAt: z.string(),
    updatedAt: z.string(),
  },
  // Shown to the back office only: portfolios are its own grouping (decision 0190).
  { portfolios: toMany('portfolios') },
);

/** `portfolioIds` only for the back office: a tenant's organization shows no portfolios. */
export function presentOrganization(
  row: OrganizationRow,
  portfolioIds?: number[],
): z.infer<typeof organizationResource> {
  return {
    type: 'organizations',
    id: encodeId(row.id),
    attributes: {
      name: row.name,
      profile: row.profile,
      phone: row.phone,
      language: row.language,
      isPublic: row.is_public,
      isTest: row.is_test,
      isBackOffice: row.is_back_office,
      salesforceId: row.salesforce_id,
      authenticationMethod: row.authentication_method as (typeof AUTHENTICATION_METHODS)[number],
      features: row.features,
      identificationNumbers: row.identification_numbers,
      address: presentAddress(row),
      createdAt: isoTime(row.created_at),
      updatedAt: isoTime(row.updated_at),
    },
    ...(portfolioIds ? { relationships: { portfolios: portfoliosRelationship(portfolioIds) } } : {}),
  };
}
