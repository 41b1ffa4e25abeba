import { describe, expect, it } from 'vitest';
import { tagColourKey } from './tag-colour';
import { changeTagsQuery, DEFAULT_TAGS_QUERY, readTagsQuery, toApiQuery, writeTagsQuery } from './tags-query';

describe('tags list query state', () => {
  it('round-trips through the address bar and writes the defaults as nothing', () => {
    expect(writeTagsQuery(DEFAULT_TAGS_QUERY).toString()).toBe('');
    const query = {
      page: 2,
      size: 50,
      sort: { column: 'createdAt', direction: 'descending' },
      search: 'Qu',
    } as const;
    expect(readTagsQuery(writeTagsQuery(query))).toEqual(query);
    expect(readTagsQuery(new URLSearchParams('sort=colour&size=3'))).toEqual(DEFAULT_TAGS_QUERY);
  });

  it('goes back to page 1 on a new search and asks the API for it', () => {
    const next = changeTagsQuery({ ...DEFAULT_TAGS_QUERY, page: 3 }, { search: 'Ur' });
    expect(next.page).toBe(1);
    expect(toApiQuery(next)).toMatchObject({ 'filter[search]': 'Ur', sort: 'label', 'page[number]': 1 });
  });

  it('names the catalogue key of every colour', () => {
    expect(tagColourKey('light blue')).toBe('lightBlue');
    expect(tagColourKey('teal')).toBe('teal');
  });
});
