import type { ReactNode } from 'react';
import { TableBody, TableHeader } from 'react-aria-components';
import { DataTable, type SortState } from './DataTable';
import { Pagination } from './Pagination';
import { LoadError, Loading } from './Status';

/** What a paged list query gives the panel (a TanStack Query result of a flattened JSON:API page). */
export interface ListPanelQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: { items: T[]; meta: { totalPages: number } } | undefined;
}

export interface ListPanelProps<T extends { id: string }, C extends string> {
  /** Names the table for assistive technology. */
  label: string;
  /** Search field and create button, above the table. */
  toolbar: ReactNode;
  query: ListPanelQuery<T>;
  sort: SortState<C>;
  onSort: (sort: SortState<C>) => void;
  page: number;
  onPage: (page: number) => void;
  /** The header's columns: only those with `allowsSorting` sort, on the server. */
  columns: ReactNode;
  emptyText: string;
  children: (item: T) => ReactNode;
}

const PAGE_SIZE = 20;

/**
 * The scaffold of an administration tab's list: toolbar, loading and error states, a server-sorted table
 * and its pages, so every tab behaves alike.
 */
export function ListPanel<T extends { id: string }, C extends string>({
  label,
  toolbar,
  query,
  sort,
  onSort,
  page,
  onPage,
  columns,
  emptyText,
  children,
}: ListPanelProps<T, C>) {
  return (
    <>
      <div className="list-filters">{toolbar}</div>
      {query.isPending ? (
        <Loading />
      ) : query.isError || !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <DataTable label={label} sort={sort} onSort={onSort} busy={query.isPlaceholderData}>
            <TableHeader>{columns}</TableHeader>
            <TableBody
              items={query.data.items}
              renderEmptyState={() => <p className="table__empty">{emptyText}</p>}
            >
              {children}
            </TableBody>
          </DataTable>
          <Pagination
            page={page}
            pages={query.data.meta.totalPages}
            size={PAGE_SIZE}
            sizes={[PAGE_SIZE]}
            onPage={onPage}
            onSize={() => undefined}
          />
        </section>
      )}
    </>
  );
}
