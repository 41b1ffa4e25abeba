import type { ReactNode } from 'react';
import { Cell, Column, Row, TableBody, TableHeader } from 'react-aria-components';
import { DataTable, type SortState } from './DataTable';
import { ActionsColumn } from './ItemActions';
import { ListPage, type ListPageQuery } from './ListPage';
import { SortableColumn } from './SortableColumn';

/** What a paged list query gives the panel (a TanStack Query result of a flattened JSON:API page). */
export type ListPanelQuery<T> = ListPageQuery<T>;

export interface ListPanelProps<T extends { id: string; name: string }, C extends string> {
  /** Names the table for assistive technology. */
  label: string;
  /** Search field and create button, above the table. */
  toolbar: ReactNode;
  query: ListPanelQuery<T>;
  /** The list's order and page, and how to change them (an administration tab keeps them itself). */
  list: ListPanelState<C>;
  /** The first column's header: the items' names, the row header, sorted on the server. */
  nameLabel: string;
  /** The headers of the plain columns between the name and the actions. */
  columns: readonly string[];
  emptyText: string;
  /** An item's cells from its name to the last plain column. */
  children: (item: T) => ReactNode;
  /** What the item's actions cell holds (its menu, or nothing when the user may not act). */
  actions: (item: T) => ReactNode;
  /** Dialogs the list opens (forms, confirmations). */
  dialogs?: ReactNode;
}

/** The sort and page a panel shows, with their setters. */
export interface ListPanelState<C extends string> {
  sort: SortState<C>;
  setSort: (sort: SortState<C>) => void;
  page: number;
  setPage: (page: number) => void;
}

const PAGE_SIZE = 20;

/**
 * An administration tab's list on the list scaffold (ListPage): its toolbar, a server-sorted table of the
 * items' names, `columns` and their actions, its rows, one page size.
 */
export function ListPanel<T extends { id: string; name: string }, C extends string>({
  label,
  toolbar,
  query,
  list,
  nameLabel,
  columns,
  emptyText,
  children,
  actions,
  dialogs,
}: ListPanelProps<T, C>) {
  return (
    <ListPage
      filters={<div className="list-filters">{toolbar}</div>}
      query={query}
      paging={{
        page: list.page,
        size: PAGE_SIZE,
        sizes: [PAGE_SIZE],
        onPage: list.setPage,
        onSize: () => undefined,
      }}
      dialogs={dialogs}
    >
      {(items, busy) => (
        <DataTable label={label} sort={list.sort} onSort={list.setSort} busy={busy}>
          <TableHeader>
            <SortableColumn id="name" isRowHeader allowsSorting>
              {nameLabel}
            </SortableColumn>
            {columns.map((column) => (
              <Column key={column} className="table__column">
                {column}
              </Column>
            ))}
            <ActionsColumn />
          </TableHeader>
          <TableBody items={items} renderEmptyState={() => <p className="table__empty">{emptyText}</p>}>
            {(item) => (
              <Row id={item.id} className="table__row" textValue={item.name}>
                {children(item)}
                <Cell className="table__cell table__cell--actions">{actions(item)}</Cell>
              </Row>
            )}
          </TableBody>
        </DataTable>
      )}
    </ListPage>
  );
}
