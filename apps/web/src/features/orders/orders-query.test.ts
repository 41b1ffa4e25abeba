import { describe, expect, it } from 'vitest';
import { dayOfInstant, instantOfDay } from './date-filter';
import {
  bookmarkOf,
  changeOrdersQuery,
  DEFAULT_ORDERS_QUERY,
  filterCount,
  type OrdersQuery,
  queryOfBookmark,
  readOrdersQuery,
  toApiQuery,
  writeOrdersQuery,
} from './orders-query';

const full: OrdersQuery = {
  page: 3,
  size: 50,
  sort: { column: 'clientReference', direction: 'ascending' },
  status: ['ARR_LOAD', 'CON_LOAD'],
  mode: ['ftl'],
  tags: ['Urgent', 'Frigo'],
  search: 'ORD-12',
  more: { departureTown: 'Lyon', cargoType: 'PALETS,FULL_TRUCK', arrivalFrom: '2026-03-02T00:00:00+01:00' },
};

describe('orders list query state', () => {
  it('reads an empty address as the defaults and writes the defaults as nothing', () => {
    expect(readOrdersQuery(new URLSearchParams())).toEqual(DEFAULT_ORDERS_QUERY);
    expect(writeOrdersQuery(DEFAULT_ORDERS_QUERY).toString()).toBe('');
  });

  it('round-trips every part through the address bar', () => {
    expect(readOrdersQuery(writeOrdersQuery(full))).toEqual(full);
  });

  it('takes the saved rows per page when the address names none, and the address’s when it does', () => {
    expect(readOrdersQuery(new URLSearchParams(), 50).size).toBe(50);
    expect(readOrdersQuery(new URLSearchParams('size=10'), 50).size).toBe(10);
    expect(readOrdersQuery(new URLSearchParams(), 33).size).toBe(20);
  });

  it('ignores values it cannot use', () => {
    const query = readOrdersQuery(
      new URLSearchParams('page=-2&size=7&sort=-password&colour=red&meanLabel=%20'),
    );
    expect(query).toMatchObject({ page: 1, size: 20, sort: DEFAULT_ORDERS_QUERY.sort, more: {} });
  });

  it('builds the API filters, sort and paging of decision 0001', () => {
    const query = readOrdersQuery(
      new URLSearchParams('page=2&sort=-arrivalDate&status=ARR_LOAD,CON_LOAD&q=abc&departureCountry=FR,BE'),
    );
    expect(toApiQuery(query)).toMatchObject({
      'page[number]': 2,
      'page[size]': 20,
      sort: '-arrivalDate',
      'filter[status]': 'ARR_LOAD,CON_LOAD',
      'filter[transportMode]': '',
      'filter[tags]': '',
      'filter[search]': 'abc',
      'filter[departureCountry]': 'FR,BE',
      'filter[meanLabel]': '',
    });
  });

  it('goes back to page 1 when filters or sort change, not when paging', () => {
    const onPage3 = { ...DEFAULT_ORDERS_QUERY, page: 3 };
    expect(changeOrdersQuery(onPage3, { status: ['ARR_LOAD'] }).page).toBe(1);
    expect(changeOrdersQuery(onPage3, { page: 4 }).page).toBe(4);
  });

  it('counts the filters in use', () => {
    expect(filterCount(DEFAULT_ORDERS_QUERY)).toBe(0);
    expect(filterCount(full)).toBe(2 + 1 + 2 + 1 + 3);
  });
});

describe('bookmarks of the orders list', () => {
  it('keep the filters under their API names and the sort, and give the same list back from page 1', () => {
    const bookmark = bookmarkOf(full);
    expect(bookmark).toEqual({
      filters: {
        status: 'ARR_LOAD,CON_LOAD',
        transportMode: 'ftl',
        tags: 'Urgent,Frigo',
        search: 'ORD-12',
        departureTown: 'Lyon',
        cargoType: 'PALETS,FULL_TRUCK',
        arrivalFrom: '2026-03-02T00:00:00+01:00',
      },
      sort: 'clientReference',
    });
    expect(queryOfBookmark(bookmark, 10)).toEqual({ ...full, page: 1, size: 10 });
  });

  it('apply what they know of an older or foreign filter set', () => {
    expect(queryOfBookmark({ filters: { status: 'ARR_LOAD' }, sort: '-nonsense' }, 20)).toEqual({
      ...DEFAULT_ORDERS_QUERY,
      status: ['ARR_LOAD'],
    });
  });
});

describe('date filters', () => {
  it('turn whole local days into the instants the API takes, "to" included', () => {
    const from = instantOfDay('2026-03-02', 'from');
    const to = instantOfDay('2026-03-05', 'to');
    expect(new Date(from).getTime()).toBe(new Date(2026, 2, 2).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2026, 2, 6).getTime());
    expect(from).toMatch(/^2026-03-02T00:00:00[+-]\d{2}:\d{2}$/);
    expect(dayOfInstant(from, 'from')).toBe('2026-03-02');
    expect(dayOfInstant(to, 'to')).toBe('2026-03-05');
  });

  it('leave an empty or broken day empty', () => {
    expect(instantOfDay('', 'from')).toBe('');
    expect(instantOfDay('02/03/2026', 'to')).toBe('');
    expect(dayOfInstant('soon', 'from')).toBe('');
    expect(dayOfInstant(undefined, 'to')).toBe('');
  });
});
