// The requests bench:api measures, each as the URL a client calls and the same list asked of the orders
// service in-process (the "direct" baseline: the very queries, without HTTP, auth, JSON:API or serializing).
import { DEFAULT_VISIBLE_ORDER_COLUMNS } from '@cargolens/domain/orders';
import type { ListOrdersInput } from '../../apps/api/src/modules/orders/service';
import { listFields } from '../../apps/web/src/features/orders/list-fields';

export interface Scenario {
  name: string;
  path: string;
  input: ListOrdersInput;
}

const firstPage = { number: 1, size: 20 };
/**
 * The fields the web app's list asks for with its default columns (decision 0172); `--all-fields` measures the
 * full order instead, as a client that names no fields gets it.
 */
export const WEB_LIST_FIELDS = `&fields[orders]=${listFields(DEFAULT_VISIBLE_ORDER_COLUMNS)}`;
const newestDepartureFirst = [{ field: 'departureDate', direction: 'desc' }] as const;

export const SCENARIOS: readonly Scenario[] = [
  {
    // The operations desk's view: FTL orders whose tour is not finished yet, newest departure first.
    name: 'two filters',
    path: '/api/orders?filter[transportMode]=ftl&filter[tourStatus]=NOT_STARTED,TOWARDS_FIRST_STOP,IN_PROGRESS&sort=-departureDate',
    input: {
      filters: {
        transportModes: ['ftl'],
        tourStatuses: ['NOT_STARTED', 'TOWARDS_FIRST_STOP', 'IN_PROGRESS'],
      },
      sort: [...newestDepartureFirst],
      page: firstPage,
      include: new Set(),
    },
  },
  {
    // A reference typed into the search field: ten bulk orders match BENCH-00421x.
    name: 'reference search',
    path: '/api/orders?filter[search]=BENCH-00421&sort=-departureDate',
    input: {
      filters: { search: 'BENCH-00421' },
      sort: [...newestDepartureFirst],
      page: firstPage,
      include: new Set(),
    },
  },
];
