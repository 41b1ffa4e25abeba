// The state of an administration tab's list (search, page, sort), kept in the component: tabs share one
// address bar, so they do not write theirs there. Any change but paging goes back to the first page.
import { useState } from 'react';
import { changeListQuery, DEFAULT_PAGE_SIZE, type ListSort } from './list-query';

export interface TabList<F extends string> {
  search: string;
  page: number;
  size: number;
  sort: ListSort<F>;
}

export function useTabList<F extends string>(fallback: ListSort<F>) {
  const [list, setList] = useState<TabList<F>>({
    search: '',
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    sort: fallback,
  });
  const change = (next: Partial<TabList<F>>) => setList((current) => changeListQuery(current, next));
  return {
    ...list,
    setSearch: (search: string) => change({ search }),
    setSort: (sort: ListSort<F>) => change({ sort }),
    setPage: (page: number) => change({ page }),
  };
}
