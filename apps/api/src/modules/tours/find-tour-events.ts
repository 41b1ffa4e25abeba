// A tour's history as its page shows it: oldest first, with the names its details point at.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';

/**
 * The tour's history, oldest first, with the names its details point at. A carrier reads it from the last
 * time one of its agencies was asked: the shipper's dealings with other carriers are none of its business
 * (decision 0050).
 */
export function findTourEvents(
  db: Kysely<Database>,
  tour: { id: number; organization_id: number },
  scope: TenantScope,
) {
  const idIn = (key: string, alias = 'e') =>
    sql<number | null>`CASE WHEN ${sql.ref(`${alias}.details`)}->>${key} ~ '^[0-9]{1,9}$'
      THEN (${sql.ref(`${alias}.details`)}->>${key})::int END`;
  const carrierSince =
    scope.allOrganizations || tour.organization_id === scope.organizationId
      ? null
      : db
          .selectFrom('tour_events as asked')
          .innerJoin('agencies as aa', (join) => join.on(sql<boolean>`aa.id = ${idIn('agencyId', 'asked')}`))
          .select((eb) => eb.fn.coalesce(eb.fn.max('asked.id'), sql<number>`0`).as('since'))
          .where('asked.tour_id', '=', tour.id)
          .where('asked.name', '=', 'chartering_requested')
          .where('aa.organization_id', '=', scope.organizationId);
  let query = db
    .selectFrom('tour_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('organizations as actor', 'actor.id', 'e.actor_organization_id')
    .leftJoin('agencies as a', (join) => join.on(sql<boolean>`a.id = ${idIn('agencyId')}`))
    .leftJoin('resources as r', (join) => join.on(sql<boolean>`r.id = ${idIn('resourceId')}`))
    .select([
      'e.id',
      'e.name',
      'e.occurred_at',
      'e.details',
      sql<string | null>`nullif(concat_ws(' ', u.firstname, u.lastname), '')`.as('user_name'),
      'actor.name as actor_organization_name',
      'a.name as agency_name',
      'r.label as resource_label',
    ])
    .where('e.tour_id', '=', tour.id)
    .orderBy('e.occurred_at')
    .orderBy('e.id');
  if (carrierSince) query = query.where('e.id', '>=', carrierSince);
  return query.execute();
}
