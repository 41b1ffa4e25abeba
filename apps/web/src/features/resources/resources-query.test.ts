import { describe, expect, it } from 'vitest';
import {
  changeResourcesQuery,
  DEFAULT_RESOURCES_QUERY,
  readResourcesQuery,
  toApiQuery,
  writeResourcesQuery,
} from './resources-query';

describe('resources list query state', () => {
  it('reads an empty address as the defaults and writes the defaults as nothing', () => {
    expect(readResourcesQuery(new URLSearchParams())).toEqual(DEFAULT_RESOURCES_QUERY);
    expect(writeResourcesQuery(DEFAULT_RESOURCES_QUERY).toString()).toBe('');
  });

  it('round-trips every part through the address bar', () => {
    const query = {
      page: 2,
      size: 50,
      sort: { column: 'yearOfManufacturing', direction: 'descending' },
      mode: ['truck', 'trailer'],
      type: ['mobileDriver'],
      status: 'deactivated',
      search: 'AB-1',
    } as const;
    const copy = { ...query, mode: [...query.mode], type: [...query.type] };
    expect(readResourcesQuery(writeResourcesQuery(copy))).toEqual(copy);
  });

  it('ignores values it cannot use', () => {
    const params = new URLSearchParams('page=-1&size=7&sort=colour&mode=bike,truck&type=x&status=gone');
    expect(readResourcesQuery(params)).toEqual({ ...DEFAULT_RESOURCES_QUERY, mode: ['truck'] });
  });

  it('goes back to page 1 on a new filter, not on paging', () => {
    const page3 = { ...DEFAULT_RESOURCES_QUERY, page: 3 };
    expect(changeResourcesQuery(page3, { mode: ['van'] }).page).toBe(1);
    expect(changeResourcesQuery(page3, { page: 4 }).page).toBe(4);
  });

  it('asks the API for the filters of the screen', () => {
    const query = { ...DEFAULT_RESOURCES_QUERY, status: 'active' as const, type: ['telematic'] };
    expect(toApiQuery(query)).toMatchObject({
      'filter[isActive]': 'true',
      'filter[type]': 'telematic',
      sort: 'label',
    });
    expect(toApiQuery({ ...query, sort: { column: 'mode', direction: 'descending' } }).sort).toBe(
      '-mode,label',
    );
  });
});
