import { z } from 'zod';
import { resourceSchema, toMany } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { PortfolioRow } from './repository';

export const portfolioResource = resourceSchema(
  'Portfolio',
  'portfolios',
  {
    name: z.string(),
    description: z.string().nullable(),
    organizationCount: z.number().int(),
    userCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  },
  { organizations: toMany('organizations'), users: toMany('users') },
);

const identifiers = <T extends string>(type: T, ids: number[]) =>
  ids.map((id) => ({ type, id: encodeId(id) }));

export function presentPortfolio(row: PortfolioRow): z.infer<typeof portfolioResource> {
  return {
    type: 'portfolios',
    id: encodeId(row.id),
    attributes: {
      name: row.name,
      description: row.description,
      organizationCount: row.organization_ids.length,
      userCount: row.user_ids.length,
      createdAt: isoTime(row.created_at),
      updatedAt: isoTime(row.updated_at),
    },
    relationships: {
      organizations: { data: identifiers('organizations', row.organization_ids) },
      users: { data: identifiers('users', row.user_ids) },
    },
  };
}

/** The `portfolios` relationship of an organization or a user. */
export function portfoliosRelationship(ids: number[]) {
  return { data: identifiers('portfolios', ids) };
}
