import { describe, expect, it } from 'vitest';
import {
  changeToursQuery,
  DEFAULT_TOURS_VIEW,
  effectiveView,
  readToursQuery,
  type ToursQuery,
  toApiQuery,
  writeToursQuery,
} from './tours-query';

const defaults = () => readToursQuery(new URLSearchParams());

describe('tours page query state', () => {
  it('reads an empty address as the defaults and writes them as nothing', () => {
    const query = defaults();
    expect(query).toMatchObject({ page: 1, size: 20, view: null, status: [], search: '' });
    expect(query.sort).toEqual({ column: 'createdAt', direction: 'descending' });
    expect(writeToursQuery(query).toString()).toBe('');
  });

  it('round-trips the view, filters, sort and paging through the address bar', () => {
    const query: ToursQuery = {
      page: 2,
      size: 50,
      view: 'tours.waypoints',
      sort: { column: 'reference', direction: 'ascending' },
      status: ['IN_PROGRESS', 'FINISHED'],
      mode: ['ftl'],
      search: 'MDI-T',
      carrier: 'Lefèvre',
      mean: 'AB-123',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    expect(readToursQuery(writeToursQuery(query))).toEqual(query);
  });

  it('drops what it cannot use: unknown views, statuses, modes, sorts and malformed days', () => {
    const query = readToursQuery(
      new URLSearchParams('view=tours.map&status=LOST,FINISHED&mode=boat&sort=-driver&from=tomorrow&size=7'),
    );
    expect(query).toMatchObject({ view: null, status: ['FINISHED'], mode: [], from: '', size: 20 });
    expect(query.sort.column).toBe('createdAt');
  });

  it('opens the view the address names, else the user’s setting, else tours.orders', () => {
    const inAddress = readToursQuery(new URLSearchParams('view=tours.orders'));
    expect(effectiveView(inAddress, 'tours.waypoints')).toBe('tours.orders');
    expect(effectiveView(defaults(), 'tours.waypoints')).toBe('tours.waypoints');
    expect(effectiveView(defaults(), 'something-else')).toBe(DEFAULT_TOURS_VIEW);
    expect(effectiveView(defaults(), undefined)).toBe('tours.orders');
  });

  it('asks the API for the view’s include, the filters and whole days in the browser’s zone', () => {
    const query = readToursQuery(
      new URLSearchParams('page=3&status=IN_PROGRESS&q=ABC&carrier=nord&from=2026-11-02&to=2026-11-02'),
    );
    const api = toApiQuery(query, 'tours.waypoints');
    expect(api).toMatchObject({
      'page[number]': 3,
      'page[size]': 20,
      sort: '-createdAt',
      include: 'stops',
      'filter[status]': 'IN_PROGRESS',
      'filter[search]': 'ABC',
      'filter[carrier]': 'nord',
    });
    expect(toApiQuery(query, 'tours.orders').include).toBe('orders');
    const from = new Date(String(api['filter[from]']));
    const to = new Date(String(api['filter[to]']));
    expect(to.getTime() - from.getTime()).toBe(24 * 3_600_000 - 1);
    expect(from.getHours()).toBe(0);
  });

  it('goes back to the first page on any change but paging', () => {
    const query = { ...defaults(), page: 4 };
    expect(changeToursQuery(query, { status: ['FINISHED'] }).page).toBe(1);
    expect(changeToursQuery(query, { page: 5 }).page).toBe(5);
  });
});
