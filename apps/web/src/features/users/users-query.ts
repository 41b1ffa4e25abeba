// The users list's state, kept in the address bar like the other administration lists.
import { MAIN_ROLES } from '@cargolens/domain/users';
import type { QueryValue } from '../../app/api/api-client';
import {
  apiPaging,
  changeListQuery,
  DEFAULT_PAGE_SIZE,
  type ListSort,
  readPaging,
  readSort,
  sortParam,
  writePaging,
  writeSort,
} from '../../app/list-query';

export { PAGE_SIZES } from '../../app/list-query';

export const USER_SORT_FIELDS = ['lastname', 'username', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const STATUS_FILTERS = ['all', 'active', 'deactivated'] as const;

export interface UsersQuery {
  page: number;
  size: number;
  sort: ListSort<UserSortField>;
  role: string;
  status: (typeof STATUS_FILTERS)[number];
  search: string;
}

export const DEFAULT_USERS_QUERY: UsersQuery = {
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: { column: 'lastname', direction: 'ascending' },
  role: '',
  status: 'all',
  search: '',
};

export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const status = params.get('status') as UsersQuery['status'];
  const role = params.get('role') ?? '';
  return {
    ...readPaging(params),
    sort: readSort(params, USER_SORT_FIELDS, DEFAULT_USERS_QUERY.sort),
    role: (MAIN_ROLES as readonly string[]).includes(role) ? role : '',
    status: STATUS_FILTERS.includes(status) ? status : 'all',
    search: params.get('q')?.trim() ?? '',
  };
}

export function writeUsersQuery(query: UsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  writePaging(params, query);
  writeSort(params, query.sort, DEFAULT_USERS_QUERY.sort);
  if (query.role) params.set('role', query.role);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  return params;
}

/** Any change but paging goes back to the first page. */
export const changeUsersQuery = changeListQuery<UsersQuery>;

export function toApiQuery(query: UsersQuery): Record<string, QueryValue> {
  return {
    ...apiPaging(query),
    sort: `${sortParam(query.sort)}${query.sort.column === 'lastname' ? ',firstname' : ''}`,
    'filter[role]': query.role || undefined,
    'filter[isActive]': query.status === 'all' ? undefined : String(query.status === 'active'),
    'filter[search]': query.search || undefined,
  };
}
