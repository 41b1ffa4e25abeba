// The list's filters as conditions on the orders table only, so the count and the page can each run from one
// index. Names of small tables arrive resolved to ids (resolve-filter-names.ts).
import type { GoodsType } from '@cargolens/domain/goods';
import type { ResourceMode } from '@cargolens/domain/resources';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';
import {
  organizationsNamed,
  type Resolved,
  type ResolvedIds,
  resourcesMatching,
} from './resolve-filter-names';
import { type Share, scopeOrders } from './scope-orders';

/** What the list can ask of the order's departure (loading) or arrival (delivery) stop. */
export interface PlaceFilter {
  name?: string;
  town?: string;
  postalCode?: string;
  countries?: string[];
  from?: Date;
  before?: Date;
}

export interface OrderFilters {
  statuses?: string[];
  transportModes?: string[];
  tourStatuses?: Array<'NOT_STARTED' | 'TOWARDS_FIRST_STOP' | 'IN_PROGRESS' | 'FINISHED'>;
  tagLabels?: string[];
  search?: string;
  organizationId?: number;
  departure?: PlaceFilter;
  arrival?: PlaceFilter;
  meanLabel?: string;
  meanModes?: ResourceMode[];
  cargoTypes?: GoodsType[];
  charteredName?: string;
  ownerName?: string;
  contractNumber?: string;
  consignmentReference?: string;
  cargoDescription?: string;
  etaStates?: string[];
}

type FilteredQuery = SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', object>;

/** A prefix matched literally, like containsPattern's fragments (`%` and `_` are not wildcards). */
const startsWithPattern = (prefix: string) => containsPattern(prefix).slice(1);

/**
 * The departure or arrival stop's place as a set of stop ids (trigram and country indexes of migration 0020),
 * its planned date on the order itself (the sort columns of 0002).
 */
function placeFiltered(
  db: Kysely<Database>,
  query: FilteredQuery,
  which: 'departure' | 'arrival',
  place: PlaceFilter,
) {
  const stopColumn = which === 'departure' ? 'o.loading_stop_id' : 'o.delivery_stop_id';
  const dateColumn = which === 'departure' ? 'o.departure_date' : 'o.arrival_date';
  let stops = db.selectFrom('stops').select('id');
  let onStop = false;
  if (place.name) [stops, onStop] = [stops.where('name', 'ilike', containsPattern(place.name)), true];
  if (place.town) [stops, onStop] = [stops.where('town', 'ilike', containsPattern(place.town)), true];
  if (place.postalCode)
    [stops, onStop] = [stops.where('postal_code', 'ilike', startsWithPattern(place.postalCode)), true];
  if (place.countries) [stops, onStop] = [stops.where('country', 'in', place.countries), true];
  let filteredQuery = onStop ? query.where(stopColumn, 'in', stops) : query;
  if (place.from) filteredQuery = filteredQuery.where(dateColumn, '>=', place.from);
  if (place.before) filteredQuery = filteredQuery.where(dateColumn, '<', place.before);
  return filteredQuery;
}

/** The tour's paired resource by label and mode, or its truck kept by name only (which has no mode). */
function meanFiltered(
  db: Kysely<Database>,
  query: FilteredQuery,
  filters: OrderFilters,
  resourceIds: Resolved,
) {
  const label = filters.meanLabel;
  const tours = db
    .selectFrom('tours')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(resourceIds === 'many'
          ? [eb('resource_id', 'in', resourcesMatching(db, filters))]
          : resourceIds.length
            ? [eb('resource_id', 'in', resourceIds)]
            : []),
        ...(label && !filters.meanModes
          ? [
              eb.and([
                eb('resource_id', 'is', null),
                eb('vehicle', 'is not', null),
                eb('vehicle', 'ilike', containsPattern(label)),
              ]),
            ]
          : []),
      ]),
    );
  return query.where('o.tour_id', 'in', tours);
}

/** As the list shows it: the carrier on Cargolens, else the name the shipper sent (ALLOW_UNKNOWN_CARRIER). */
function charteredFiltered(db: Kysely<Database>, query: FilteredQuery, name: string, carriers: Resolved) {
  const pattern = containsPattern(name);
  return query.where((eb) =>
    eb.or([
      ...(carriers === 'many'
        ? [eb('o.carrier_organization_id', 'in', organizationsNamed(db, pattern))]
        : carriers.length
          ? [eb('o.carrier_organization_id', 'in', carriers)]
          : []),
      eb(
        'o.tour_id',
        'in',
        db
          .selectFrom('tours')
          .select('id')
          .where('unknown_carrier_name', 'is not', null)
          .where('unknown_carrier_name', 'ilike', pattern),
      ),
    ]),
  );
}

function searched(query: FilteredQuery, search: string) {
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or([
      eb('o.reference', 'ilike', pattern),
      eb('o.client_reference', 'ilike', pattern),
      eb('o.consignment_reference', 'ilike', pattern),
      eb('o.booking_reference', 'ilike', pattern),
    ]),
  );
}

export function filterOrders(
  db: Kysely<Database>,
  scope: TenantScope,
  filters: OrderFilters,
  tagIdGroups: number[][],
  resolved: ResolvedIds,
  share: Share = 'both',
) {
  let query = db
    .selectFrom('orders as o')
    .where((eb) => scopeOrders(eb, scope, filters.organizationId, share));
  if (filters.statuses) query = query.where('o.current_status', 'in', filters.statuses);
  if (filters.transportModes) query = query.where('o.transport_mode', 'in', filters.transportModes);
  if (filters.tourStatuses) query = query.where('o.tour_status', 'in', filters.tourStatuses);
  for (const ids of tagIdGroups) query = query.where(sql<boolean>`o.tag_ids && ${sql.val(ids)}::int[]`);
  if (filters.departure) query = placeFiltered(db, query, 'departure', filters.departure);
  if (filters.arrival) query = placeFiltered(db, query, 'arrival', filters.arrival);
  if (resolved.meanResourceIds) query = meanFiltered(db, query, filters, resolved.meanResourceIds);
  if (filters.cargoTypes) {
    const types = filters.cargoTypes;
    query = query.where(
      'o.id',
      'in',
      db.selectFrom('goods').select('order_id').where('goods_type', 'in', types),
    );
  }
  if (filters.charteredName && resolved.charteredIds)
    query = charteredFiltered(db, query, filters.charteredName, resolved.charteredIds);
  const owners = resolved.ownerIds;
  if (owners === 'many')
    query = query.where(
      'o.organization_id',
      'in',
      organizationsNamed(db, containsPattern(filters.ownerName!)),
    );
  else if (owners?.length) query = query.where('o.organization_id', 'in', owners);
  if (filters.contractNumber)
    query = query.where('o.contract_number', 'ilike', containsPattern(filters.contractNumber));
  if (filters.consignmentReference)
    query = query.where('o.consignment_reference', 'ilike', containsPattern(filters.consignmentReference));
  if (filters.cargoDescription)
    query = query.where('o.cargo_description', 'ilike', containsPattern(filters.cargoDescription));
  if (filters.etaStates) query = query.where('o.next_stop_eta_state', 'in', filters.etaStates);
  if (filters.search) query = searched(query, filters.search);
  return query;
}
