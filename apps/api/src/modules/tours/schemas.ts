// Request schemas of the tours API (shipment-domain §3 "Tour search record", platform-core §3 "Order and tour
// search-field mapping"). The two views of the Tours page are two includes of one list (decision 0045).
import { TRANSPORT_MODES } from '@cargolens/domain/orders';
import { CHARTERING_STATUSES, PAIRING_STATUSES } from '@cargolens/domain/pairing';
import { TOUR_STATUSES } from '@cargolens/domain/tours';
import { z } from 'zod';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import {
  commaListOf,
  includeParam,
  pageParams,
  searchParam,
  sortParam,
} from '../../http/jsonapi/query-schemas';

export const TOUR_SORT_FIELDS = ['createdAt', 'reference', 'startAt', 'status'] as const;
export const TOUR_INCLUDES = ['orders', 'stops'] as const;

const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .optional();

export const listToursQuery = z.strictObject({
  ...pageParams,
  'filter[status]': commaListOf(TOUR_STATUSES).optional().describe('Comma list of tour statuses'),
  'filter[transportMode]': commaListOf(TRANSPORT_MODES)
    .optional()
    .describe('Comma list of transport modes: tours carrying at least one order of these modes'),
  'filter[charteringStatus]': commaListOf(CHARTERING_STATUSES)
    .optional()
    .describe('Comma list of chartering statuses'),
  'filter[pairingStatus]': commaListOf(PAIRING_STATUSES)
    .optional()
    .describe('Comma list of pairing statuses'),
  'filter[search]': searchParam('Tour reference, or the reference of one of its orders, contains'),
  'filter[carrier]': searchParam('Chartering carrier name (organization or agency) contains'),
  'filter[mean]': searchParam('Pair mean (truck) label contains'),
  'filter[from]': instant.describe('Tours with a stop planned to end at or after this instant (ISO 8601)'),
  'filter[to]': instant.describe('Tours with a stop planned to start at or before this instant (ISO 8601)'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  sort: sortParam(TOUR_SORT_FIELDS, '-createdAt'),
  include: includeParam(TOUR_INCLUDES).describe(
    'orders: the Tours page view tours.orders (each tour with its orders); stops: the view tours.waypoints (each tour with its stop points in itinerary order)',
  ),
});
export type ListToursQuery = z.infer<typeof listToursQuery>;

/** The filters of a tours query — the list's, and the global map's built on it — as the services name them. */
export function tourFiltersOf(q: Omit<ListToursQuery, 'sort' | 'include' | 'page[number]' | 'page[size]'>) {
  return {
    statuses: q['filter[status]'],
    transportModes: q['filter[transportMode]'],
    charteringStatuses: q['filter[charteringStatus]'],
    pairingStatuses: q['filter[pairingStatus]'],
    search: q['filter[search]'],
    carrier: q['filter[carrier]'],
    mean: q['filter[mean]'],
    from: q['filter[from]'],
    to: q['filter[to]'],
    organization: q['filter[organization]'],
  };
}

export const tourParams = z.strictObject({ id: publicId('Tour id') });
export const tourReferenceParams = z.strictObject({
  reference: z.string().trim().min(1).max(80).describe('Tour reference, as its organization wrote it'),
});
export const tourReferenceCheckQuery = z.strictObject({
  organization: publicId('Back-office only: check in this organization instead of the caller’s').optional(),
});
