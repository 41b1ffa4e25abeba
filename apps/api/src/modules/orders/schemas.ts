import { ETA_STATUSES } from '@cargolens/domain/delay';
import { GOODS_TYPES } from '@cargolens/domain/goods';
import { ORDER_STATUSES, TRANSPORT_MODES } from '@cargolens/domain/orders';
import { RESOURCE_MODES } from '@cargolens/domain/resources';
import { TOUR_STATUSES } from '@cargolens/domain/tours';
import { z } from 'zod';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import {
  commaList,
  commaListOf,
  includeParam,
  instantParam,
  pageParams,
  searchParam,
  sortParam,
} from '../../http/jsonapi/query-schemas';
import { fieldNamesOf, fieldsParam } from '../../http/jsonapi/sparse-fieldsets';
import { orderResource } from './resources';

export const ORDER_SORT_FIELDS = [
  'createdAt',
  'reference',
  'clientReference',
  'departureDate',
  'arrivalDate',
] as const;
export const ORDER_INCLUDES = ['stops', 'tour', 'goods', 'tags'] as const;
/** What `fields[orders]` may name: the order's attributes and relationships. */
export const ORDER_FIELDS = fieldNamesOf(orderResource);

/** A fragment matched anywhere in the text, case-insensitively. */
const fragment = (what: string) => searchParam(`${what} contains (case-insensitive)`);

const postalCodePrefix = (what: string) =>
  z.string().trim().min(1).max(20).optional().describe(`${what} postal code starts with`);

const countries = (what: string) =>
  commaList()
    .pipe(z.array(z.string().regex(/^[A-Za-z]{2}$/, { error: 'ISO 3166 alpha-2 country codes' })))
    .transform((codes) => codes.map((code) => code.toUpperCase()))
    .optional()
    .describe(`${what} country: comma list of ISO 3166 alpha-2 codes`);

/** The filters on the order's departure (loading) or arrival (delivery) stop. */
const placeFilters = <P extends 'departure' | 'arrival'>(prefix: P, what: string) =>
  ({
    [`filter[${prefix}Name]`]: fragment(`${what} place name`),
    [`filter[${prefix}Town]`]: fragment(`${what} town`),
    [`filter[${prefix}PostalCode]`]: postalCodePrefix(what),
    [`filter[${prefix}Country]`]: countries(what),
    [`filter[${prefix}From]`]: instantParam(`${what} planned date at or after`),
    [`filter[${prefix}Before]`]: instantParam(`${what} planned date before`),
  }) as {
    [K in `filter[${P}Name]` | `filter[${P}Town]`]: ReturnType<typeof fragment>;
  } & { [K in `filter[${P}PostalCode]`]: ReturnType<typeof postalCodePrefix> } & {
    [K in `filter[${P}Country]`]: ReturnType<typeof countries>;
  } & { [K in `filter[${P}From]` | `filter[${P}Before]`]: ReturnType<typeof instantParam> };

/** A date range that ends before it starts matches nothing: say so at the parameter rather than answer empty. */
function orderedRange(prefix: 'departure' | 'arrival') {
  return (query: Record<string, unknown>, context: z.RefinementCtx) => {
    const from = query[`filter[${prefix}From]`];
    const before = query[`filter[${prefix}Before]`];
    if (from instanceof Date && before instanceof Date && before <= from)
      context.addIssue({
        code: 'custom',
        path: [`filter[${prefix}Before]`],
        message: 'End date must be after start date',
        params: { code: 'validation.end_before_start' },
      });
  };
}

const listQueryShape = {
  ...pageParams,
  'filter[status]': commaListOf(ORDER_STATUSES).optional().describe('Comma list of order statuses'),
  'filter[transportMode]': commaListOf(TRANSPORT_MODES).optional().describe('Comma list of transport modes'),
  'filter[tourStatus]': commaListOf(TOUR_STATUSES).optional().describe('Comma list of tour statuses'),
  'filter[tags]': commaList()
    .optional()
    .describe('Comma list of tag labels; an order must carry all of them'),
  'filter[search]': searchParam('Reference, client or consignment reference contains'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  ...placeFilters('departure', 'Departure (loading)'),
  ...placeFilters('arrival', 'Arrival (delivery)'),
  'filter[meanLabel]': fragment('Label of the paired truck or other resource'),
  'filter[meanMode]': commaListOf(RESOURCE_MODES).optional().describe('Comma list of paired resource modes'),
  'filter[cargoType]': commaListOf(GOODS_TYPES)
    .optional()
    .describe('Comma list of goods types; an order with a goods line of any of them matches'),
  'filter[charteredName]': fragment('Carrier (chartering) name'),
  'filter[ownerName]': fragment('Ordering party (client organization) name'),
  'filter[contractNumber]': fragment('Contract number'),
  'filter[consignmentReference]': fragment('Consignment reference'),
  'filter[cargoDescription]': fragment('Cargo description'),
  'filter[nextStopPointEtaState]': commaListOf(ETA_STATUSES)
    .optional()
    .describe('Comma list of ETA states of the next stop'),
  sort: sortParam(ORDER_SORT_FIELDS, '-createdAt'),
  include: includeParam(ORDER_INCLUDES),
};

const withOrderedRanges = <T extends z.ZodObject>(query: T) =>
  query.superRefine(orderedRange('departure')).superRefine(orderedRange('arrival'));

/** The list's filters, sort, paging and includes (GET /api/orders, and an export of the same list). */
export const listOrdersQuery = withOrderedRanges(z.strictObject(listQueryShape));
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

/** GET /api/orders also takes the sparse fieldset of its answer (decision 0172). */
export const ordersPageQuery = withOrderedRanges(
  z.strictObject({ ...listQueryShape, 'fields[orders]': fieldsParam('orders', ORDER_FIELDS) }),
);

export const orderParams = z.strictObject({ id: publicId('Order id') });
export const getOrderQuery = z.strictObject({ include: includeParam(ORDER_INCLUDES) });

function placeOf(q: ListOrdersQuery, prefix: 'departure' | 'arrival') {
  const place = {
    name: q[`filter[${prefix}Name]`],
    town: q[`filter[${prefix}Town]`],
    postalCode: q[`filter[${prefix}PostalCode]`],
    countries: q[`filter[${prefix}Country]`],
    from: q[`filter[${prefix}From]`],
    before: q[`filter[${prefix}Before]`],
  };
  return Object.values(place).some((value) => value !== undefined) ? place : undefined;
}

/** The list's filters as the service takes them. */
export function orderFiltersOf(q: ListOrdersQuery) {
  return {
    statuses: q['filter[status]'],
    transportModes: q['filter[transportMode]'],
    tourStatuses: q['filter[tourStatus]'],
    tagLabels: q['filter[tags]'],
    search: q['filter[search]'],
    organization: q['filter[organization]'],
    departure: placeOf(q, 'departure'),
    arrival: placeOf(q, 'arrival'),
    meanLabel: q['filter[meanLabel]'],
    meanModes: q['filter[meanMode]'],
    cargoTypes: q['filter[cargoType]'],
    charteredName: q['filter[charteredName]'],
    ownerName: q['filter[ownerName]'],
    contractNumber: q['filter[contractNumber]'],
    consignmentReference: q['filter[consignmentReference]'],
    cargoDescription: q['filter[cargoDescription]'],
    etaStates: q['filter[nextStopPointEtaState]'],
  };
}
