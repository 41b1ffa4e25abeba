import { describe, expect, it } from 'vitest';
import {
  changeOrdersQuery,
  DEFAULT_ORDERS_QUERY,
  readOrdersQuery,
  toApiQuery,
  writeOrdersQuery,
} from './orders-query';

describe('orders list query state', () => {
  it('reads an empty address as the defaults and writes the defaults as nothing', () => {
    expect(readOrdersQuery(new URLSearchParams())).toEqual(DEFAULT_ORDERS_QUERY);
    expect(writeOrdersQuery(DEFAULT_ORDERS_QUERY).toString()).toBe('');
  });

  it('round-trips every part through the address bar', () => {
    const query = {
      page: 3,
      size: 50,
      sort: { column: 'reference', direction: 'ascending' },
      status: ['ARR_LOAD', 'CON_LOAD'],
      mode: ['ftl'],
      tags: ['Urgent', 'Frigo'],
      search: 'ORD-12',
    } as const;
    const copy = { ...query, status: [...query.status], mode: [...query.mode], tags: [...query.tags] };
    expect(readOrdersQuery(writeOrdersQuery(copy))).toEqual(copy);
  });

  it('ignores values it cannot use', () => {
    const query = readOrdersQuery(new URLSearchParams('page=-2&size=7&sort=-password'));
    expect(query).toMatchObject({ page: 1, size: 20, sort: DEFAULT_ORDERS_QUERY.sort });
  });

  it('builds the API filters, sort and paging of decision 0001', () => {
    const query = readOrdersQuery(
      new URLSearchParams('page=2&sort=-arrivalDate&status=ARR_LOAD,CON_LOAD&q=abc'),
    );
    expect(toApiQuery(query)).toEqual({
      'page[number]': 2,
      'page[size]': 20,
      sort: '-arrivalDate',
      'filter[status]': 'ARR_LOAD,CON_LOAD',
      'filter[transportMode]': '',
      'filter[tags]': '',
      'filter[search]': 'abc',
    });
  });

  it('goes back to page 1 when filters or sort change, not when paging', () => {
    const onPage3 = { ...DEFAULT_ORDERS_QUERY, page: 3 };
    expect(changeOrdersQuery(onPage3, { status: ['ARR_LOAD'] }).page).toBe(1);
    expect(changeOrdersQuery(onPage3, { page: 4 }).page).toBe(4);
  });
});
