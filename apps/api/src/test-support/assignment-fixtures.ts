// Finds demo tours in a given chartering and pairing state, for the chartering and pairing tests.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { encodeId } from '../kernel/public-id';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import type { TestCargolens } from './cargolens';

type Criteria = {
  owner?: keyof typeof DEMO_ORGANIZATIONS;
  carrier?: keyof typeof DEMO_ORGANIZATIONS | null;
  status?: Database['tours']['status']['__select__'];
  chartering?: Database['tours']['chartering_status']['__select__'];
  paired?: boolean;
  /** Skip the first ones: tests that change a tour take their own. */
  skip?: number;
};

/** The first order of the tour that chartering and pairing still move (not cancelled nor refused). */
const OPEN_ORDER = sql<number | null>`(
  SELECT min(id) FROM orders WHERE orders.tour_id = t.id AND current_status NOT IN ('CANCEL_ORDER', 'ORDER_IS_REFUSED')
)`;

export const dbOf = (app: TestCargolens): Kysely<Database> => app.running.store.db;

/** A demo tour matching `criteria` with one of its orders, as public ids. */
export async function demoTour(app: TestCargolens, criteria: Criteria) {
  let query = dbOf(app)
    .selectFrom('tours as t')
    .innerJoin('organizations as o', 'o.id', 't.organization_id')
    .leftJoin('organizations as c', 'c.id', 't.carrier_organization_id')
    .select(['t.id', 't.reference', 'c.name as carrier_name', OPEN_ORDER.as('order_id')])
    .where(OPEN_ORDER, 'is not', null)
    .orderBy('t.id');
  if (criteria.owner) query = query.where('o.name', '=', DEMO_ORGANIZATIONS[criteria.owner]);
  if (criteria.carrier === null) query = query.where('t.carrier_organization_id', 'is', null);
  else if (criteria.carrier) query = query.where('c.name', '=', DEMO_ORGANIZATIONS[criteria.carrier]);
  if (criteria.status) query = query.where('t.status', '=', criteria.status);
  if (criteria.chartering) query = query.where('t.chartering_status', '=', criteria.chartering);
  if (criteria.paired !== undefined)
    query = query.where('t.pairing_agency', criteria.paired ? '<>' : '=', 'NONE');
  const row = await query.offset(criteria.skip ?? 0).executeTakeFirstOrThrow();
  return {
    id: encodeId(row.id),
    key: row.id,
    reference: row.reference,
    orderId: encodeId(Number(row.order_id)),
    /** The demo operator of the carrier it is chartered to. */
    carrierUser: row.carrier_name === DEMO_ORGANIZATIONS.carrier2 ? 'carrier2.operator' : 'carrier.operator',
  };
}

/** An active resource of a demo organization. */
export async function demoResource(app: TestCargolens, owner: keyof typeof DEMO_ORGANIZATIONS, skip = 0) {
  const row = await dbOf(app)
    .selectFrom('resources as r')
    .innerJoin('organizations as o', 'o.id', 'r.organization_id')
    .select(['r.id', 'r.label'])
    .where('o.name', '=', DEMO_ORGANIZATIONS[owner])
    .where('r.mode', '=', 'truck')
    .where('r.deactivated_at', 'is', null)
    .orderBy('r.id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  return { id: encodeId(row.id), key: row.id, label: row.label };
}

/** An agency of a demo organization, by its place in the seed. */
export async function demoAgency(app: TestCargolens, owner: keyof typeof DEMO_ORGANIZATIONS, index = 0) {
  const row = await dbOf(app)
    .selectFrom('agencies as a')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .select(['a.id', 'a.name'])
    .where('o.name', '=', DEMO_ORGANIZATIONS[owner])
    .orderBy('a.id')
    .offset(index)
    .executeTakeFirstOrThrow();
  return { id: encodeId(row.id), key: row.id, name: row.name };
}

export const charterBody = (agencyId: string, version?: number) => ({
  data: {
    type: 'charterings',
    relationships: { agency: { data: { type: 'agencies', id: agencyId } } },
    ...(version !== undefined ? { meta: { version } } : {}),
  },
});

export const answerBody = (status: string) => ({ data: { type: 'charterings', attributes: { status } } });

export const pairBody = (resourceId: string, attributes: Record<string, string> = {}) => ({
  data: {
    type: 'pairings',
    attributes,
    relationships: { resource: { data: { type: 'means', id: resourceId } } },
  },
});

/** The events a tour recorded, oldest first, with who acted and what they named. */
export async function recordedEvents(app: TestCargolens, tourKey: number) {
  const rows = await dbOf(app)
    .selectFrom('tour_events as e')
    .leftJoin('organizations as o', 'o.id', 'e.actor_organization_id')
    .select(['e.name', 'e.details', 'o.name as organization'])
    .where('e.tour_id', '=', tourKey)
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({ ...row, details: row.details as Record<string, unknown> }));
}
