import { Column, type ColumnProps } from 'react-aria-components';

/** A table column header whose sort direction shows beside its label (Enter and Space sort it). */
export function SortableColumn({ children, ...props }: ColumnProps & { children: string }) {
  return (
    <Column {...props} className="table__column">
      {({ allowsSorting, sortDirection }) => (
        <span className="table__column-label">
          {children}
          {allowsSorting && (
            <span
              className={`sort-indicator sort-indicator--${sortDirection ?? 'none'}`}
              aria-hidden="true"
            />
          )}
        </span>
      )}
    </Column>
  );
}

/** One header of a table's leading columns: its sort key, its label, and whether the server sorts by it. */
export interface HeaderColumn<C extends string> {
  id: C;
  label: string;
  sortable?: boolean;
}

/** A table's leading column headers in order, the first naming each row. */
export function SortableColumns<C extends string>({ columns }: { columns: readonly HeaderColumn<C>[] }) {
  return (
    <>
      {columns.map((column, index) => (
        <SortableColumn
          key={column.id}
          id={column.id}
          isRowHeader={index === 0}
          allowsSorting={column.sortable}
        >
          {column.label}
        </SortableColumn>
      ))}
    </>
  );
}
