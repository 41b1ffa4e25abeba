// A tour as the chartering and pairing steps read it (decision 0220): chartering owns this read, and the tour
// read API (modules/tours) presents the same row, so that a chartering step answers with the tour as it reads.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A tour with its parties, chartering agency, pair mean and who paired it: what the chartering and pairing
 * steps read of one, and the tour read API (modules/tours) presents.
 */
export function tourDetailsQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('tours as t')
    .innerJoin('organizations as owner', 'owner.id', 't.organization_id')
    .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
    .leftJoin('agencies as ca', 'ca.id', 't.carrier_agency_id')
    .leftJoin('resources as mean', 'mean.id', 't.resource_id')
    .leftJoin('users as pairer', 'pairer.id', 't.paired_by_user_id')
    .selectAll('t')
    .select([
      'owner.name as owner_name',
      'carrier.name as carrier_organization_name',
      'ca.name as carrier_agency_name',
      'mean.label as mean_label',
      'mean.mode as mean_mode',
      'mean.type as mean_type',
      'mean.telematic_unit_id as mean_telematic_unit_id',
      'mean.organization_id as mean_organization_id',
      sql<string | null>`nullif(concat_ws(' ', pairer.firstname, pairer.lastname), '')`.as('paired_by_name'),
    ]);
}
