// The users list's state, kept in the address bar like the other administration lists.
import { MAIN_ROLES } from '@cargolens/domain/users';
import type { QueryValue } from '../../app/api/api-client';

export const USER_SORT_FIELDS = ['lastname', 'username', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;
export const STATUS_FILTERS = ['all', 'active', 'deactivated'] as const;

export interface UsersQuery {
  page: number;
  size: number;
  sort: { column: UserSortField; direction: 'ascending' | 'descending' };
  role: string;
  status: (typeof STATUS_FILTERS)[number];
  search: string;
}

export const DEFAULT_USERS_QUERY: UsersQuery = {
  page: 1,
  size: DEFAULT_SIZE,
  sort: { column: 'lastname', direction: 'ascending' },
  role: '',
  status: 'all',
  search: '',
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const sort = params.get('sort') ?? '';
  const column = sort.replace(/^-/, '') as UserSortField;
  const size = positive(params.get('size'), DEFAULT_SIZE);
  const status = params.get('status') as UsersQuery['status'];
  const role = params.get('role') ?? '';
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    sort: USER_SORT_FIELDS.includes(column)
      ? { column, direction: sort.startsWith('-') ? 'descending' : 'ascending' }
      : DEFAULT_USERS_QUERY.sort,
    role: (MAIN_ROLES as readonly string[]).includes(role) ? role : '',
    status: STATUS_FILTERS.includes(status) ? status : 'all',
    search: params.get('q')?.trim() ?? '',
  };
}

const sortParam = (query: UsersQuery) =>
  `${query.sort.direction === 'descending' ? '-' : ''}${query.sort.column}`;

export function writeUsersQuery(query: UsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_SIZE) params.set('size', String(query.size));
  if (sortParam(query) !== 'lastname') params.set('sort', sortParam(query));
  if (query.role) params.set('role', query.role);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  return params;
}

/** Any change but paging goes back to the first page. */
export function changeUsersQuery(query: UsersQuery, change: Partial<UsersQuery>): UsersQuery {
  const paging = Object.keys(change).every((key) => key === 'page');
  return { ...query, ...change, page: paging ? (change.page ?? query.page) : 1 };
}

export function toApiQuery(query: UsersQuery): Record<string, QueryValue> {
  return {
    'page[number]': query.page,
    'page[size]': query.size,
    sort: `${sortParam(query)}${query.sort.column === 'lastname' ? ',firstname' : ''}`,
    'filter[role]': query.role || undefined,
    'filter[isActive]': query.status === 'all' ? undefined : String(query.status === 'active'),
    'filter[search]': query.search || undefined,
  };
}
