// The only place with SQL for the chartering and pairing API (the writes themselves are in
// assignment-repository.ts, shared with orders-in). Every read takes the tenant scope.
import type { Kysely } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import { profileFeatures } from '../../db/profile-features';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';
import { activeResourcesOf } from './active-resources';
import { findAssignment, type Tx } from './assignment-repository';

const CARRYING_PROFILES = ['carrier', 'lsp'] as const;

export function createCharteringRepository(db: Kysely<Database>) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    findAssignment(scope: TenantScope, tourId: number, tx?: Tx) {
      return findAssignment(tx ?? db, scope, tourId);
    },

    profileFeatures(userId: number): Promise<string[]> {
      return profileFeatures(db, userId);
    },

    findAgency(tx: Tx, id: number) {
      return tx
        .selectFrom('agencies as a')
        .innerJoin('organizations as o', 'o.id', 'a.organization_id')
        .select(['a.id', 'a.organization_id', 'o.profile'])
        .where('a.id', '=', id)
        .executeTakeFirst();
    },

    /** An active resource of one of `organizationIds` (the tour's owner and carrier). */
    findResource(tx: Tx, id: number, organizationIds: number[]) {
      return activeResourcesOf(tx, organizationIds).where('id', '=', id).executeTakeFirst();
    },

    /** Agencies of the public carriers and logistics providers on Cargolens, but the caller's own. */
    carrierAgencies(scope: TenantScope, search: string | undefined, page: PageRequest) {
      let query = db
        .selectFrom('agencies as a')
        .innerJoin('organizations as o', 'o.id', 'a.organization_id')
        .where('o.profile', 'in', CARRYING_PROFILES)
        .where('o.is_public', '=', true);
      if (!scope.allOrganizations) query = query.where('o.id', '<>', scope.organizationId);
      if (search) {
        const pattern = containsPattern(search);
        query = query.where((eb) =>
          eb.or([
            eb('a.name', 'ilike', pattern),
            eb('a.town', 'ilike', pattern),
            eb('o.name', 'ilike', pattern),
          ]),
        );
      }
      return fetchPage(
        query
          .select([
            'a.id',
            'a.name',
            'a.town',
            'a.country',
            'o.id as organization_id',
            'o.name as organization_name',
          ])
          .orderBy('o.name')
          .orderBy('a.name')
          .orderBy('a.id'),
        query,
        page,
      );
    },
  };
}

export type CharteringRepository = ReturnType<typeof createCharteringRepository>;
