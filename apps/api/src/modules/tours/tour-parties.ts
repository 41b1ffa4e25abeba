// The parties a tour shows in the homepage's widgets and on the global map: the organization that owns it, and
// the one it is chartered to, or the carrier name typed in when that carrier is not on Cargolens.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, OrganizationsTable } from '../../db/schema';

/** Joins the owner (as `owner`) and the carrier of the tours `t`, and selects owner_name and chartered_name. */
export function withTourParties<DB extends { t: Database['tours'] }, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<
  DB & { owner: OrganizationsTable },
  TB | 'owner',
  O & { owner_name: string; chartered_name: string | null }
> {
  // Kysely cannot resolve a join on a generic table set: the query is built untyped and its result type stated.
  const untyped = query as unknown as SelectQueryBuilder<Database & { t: Database['tours'] }, 't', O>;
  return untyped
    .innerJoin('organizations as owner', 'owner.id', 't.organization_id')
    .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
    .select([
      'owner.name as owner_name',
      sql<string | null>`coalesce(carrier.name, t.unknown_carrier_name)`.as('chartered_name'),
    ]) as never;
}
