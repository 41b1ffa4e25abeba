// The users list's state, kept in the address bar like the other administration lists.
import { MAIN_ROLES } from '@cargolens/domain/users';
import type { QueryValue } from '../../app/api/api-client';
import {
  isActiveFilter,
  readSearchedList,
  readStatus,
  type SearchedList,
  type StatusFilter,
  searchedListDefaults,
  writeSearchedList,
  writeStatus,
} from '../../app/api/searched-list-query';
import { apiPaging, changeListQuery, sortParam } from '../../app/list-query';

export { STATUS_FILTERS } from '../../app/api/searched-list-query';
export { PAGE_SIZES } from '../../app/list-query';

export const USER_SORT_FIELDS = ['lastname', 'username', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UsersQuery extends SearchedList<UserSortField> {
  role: string;
  status: StatusFilter;
}

export const DEFAULT_USERS_QUERY: UsersQuery = {
  ...searchedListDefaults<UserSortField>({ column: 'lastname', direction: 'ascending' }),
  role: '',
  status: 'all',
};

export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const role = params.get('role') ?? '';
  return {
    ...readSearchedList(params, USER_SORT_FIELDS, DEFAULT_USERS_QUERY.sort),
    role: (MAIN_ROLES as readonly string[]).includes(role) ? role : '',
    status: readStatus(params),
  };
}

export function writeUsersQuery(query: UsersQuery): URLSearchParams {
  return writeSearchedList(query, DEFAULT_USERS_QUERY.sort, (params) => {
    if (query.role) params.set('role', query.role);
    writeStatus(params, query.status);
  });
}

/** Any change but paging goes back to the first page. */
export const changeUsersQuery = changeListQuery<UsersQuery>;

export function toApiQuery(query: UsersQuery): Record<string, QueryValue> {
  return {
    ...apiPaging(query),
    sort: `${sortParam(query.sort)}${query.sort.column === 'lastname' ? ',firstname' : ''}`,
    'filter[role]': query.role || undefined,
    'filter[isActive]': isActiveFilter(query.status),
    'filter[search]': query.search || undefined,
  };
}
