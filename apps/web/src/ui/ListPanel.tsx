import type { ReactNode } from 'react';
import { TableBody, TableHeader } from 'react-aria-components';
import { DataTable, type SortState } from './DataTable';
import { ListPage, type ListPageQuery } from './ListPage';

/** What a paged list query gives the panel (a TanStack Query result of a flattened JSON:API page). */
export type ListPanelQuery<T> = ListPageQuery<T>;

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
  /** Dialogs the list opens (forms, confirmations). */
  dialogs?: ReactNode;
}

const PAGE_SIZE = 20;

/**
 * An administration tab's list on the list scaffold (ListPage): its toolbar, a server-sorted table of
 * `columns` and rows, one page size.
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
  dialogs,
}: ListPanelProps<T, C>) {
  return (
    <ListPage
      filters={<div className="list-filters">{toolbar}</div>}
      query={query}
      paging={{ page, size: PAGE_SIZE, sizes: [PAGE_SIZE], onPage, onSize: () => undefined }}
      dialogs={dialogs}
    >
      {(items, busy) => (
        <DataTable label={label} sort={sort} onSort={onSort} busy={busy}>
          <TableHeader>{columns}</TableHeader>
          <TableBody items={items} renderEmptyState={() => <p className="table__empty">{emptyText}</p>}>
            {children}
          </TableBody>
        </DataTable>
      )}
    </ListPage>
  );
}
