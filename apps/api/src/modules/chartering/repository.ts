// The only place with SQL for the chartering and pairing API (the writes themselves are in
// assignment-repository.ts, shared with orders-in). Every read takes the tenant scope.
import { type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import { profileFeatures } from '../../db/profile-features';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';
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
      return tx
        .selectFrom('resources')
        .select(['id', 'organization_id', 'label'])
        .where('id', '=', id)
        .where('organization_id', 'in', organizationIds)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The tour's events, oldest first. A carrier reads only those since the tour was last requested from
     * one of its agencies: what the shipper did with other carriers before is none of its business.
     */
    tourEvents(tour: { id: number; organization_id: number }, scope: TenantScope) {
      let query = db
        .selectFrom('tour_events as e')
        .leftJoin('users as u', 'u.id', 'e.user_id')
        .leftJoin('organizations as ao', 'ao.id', 'e.actor_organization_id')
        .leftJoin('agencies as a', (join) =>
          join.on(sql`a.id`, '=', sql`nullif(e.details->>'agencyId', '')::int`),
        )
        .leftJoin('resources as r', (join) =>
          join.on(sql`r.id`, '=', sql`nullif(e.details->>'resourceId', '')::int`),
        )
        .select([
          'e.id',
          'e.name',
          'e.occurred_at',
          'e.details',
          'u.firstname',
          'u.lastname',
          'ao.name as actor_organization_name',
          'a.name as agency_name',
          'r.label as resource_label',
        ])
        .where('e.tour_id', '=', tour.id)
        .orderBy('e.id');
      if (!scope.allOrganizations && tour.organization_id !== scope.organizationId)
        query = query.where(
          'e.id',
          '>=',
          db
            .selectFrom('tour_events as r')
            .innerJoin('agencies as ra', (join) =>
              join.on(sql`ra.id`, '=', sql`nullif(r.details->>'agencyId', '')::int`),
            )
            .select((eb) => eb.fn.coalesce(eb.fn.max('r.id'), sql<number>`0`).as('since'))
            .where('r.tour_id', '=', tour.id)
            .where('r.name', '=', 'chartering_requested')
            .where('ra.organization_id', '=', scope.organizationId),
        );
      return query.execute();
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
