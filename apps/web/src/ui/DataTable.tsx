import type { ReactNode } from 'react';
import { Table, type TableProps } from 'react-aria-components';

export type SortDirection = 'ascending' | 'descending';

export interface SortState<C extends string> {
  column: C;
  direction: SortDirection;
}

interface DataTableProps<C extends string>
  extends Omit<TableProps, 'aria-label' | 'className' | 'sortDescriptor' | 'onSortChange' | 'children'> {
  /** Names the table for assistive technology. */
  label: string;
  sort: SortState<C>;
  onSort: (sort: SortState<C>) => void;
  /** The rows on screen are being replaced (next page, new filter): dimmed and announced as busy. */
  busy: boolean;
  /** A modifier of the `table` class, e.g. `table--orders`. */
  variant?: string;
  children: ReactNode;
}

/**
 * A list table (React Aria): a scrolling frame, server-side sorting by the header, and a busy state while the
 * next rows load. Headers sort with a click, Enter or Space; rows are reached with the arrow keys.
 */
export function DataTable<C extends string>({
  label,
  sort,
  onSort,
  busy,
  variant,
  children,
  ...table
}: DataTableProps<C>) {
  const className = ['table', variant, busy ? 'table--busy' : null].filter(Boolean).join(' ');
  return (
    <div className="table-scroll" aria-busy={busy}>
      <Table
        {...table}
        aria-label={label}
        className={className}
        sortDescriptor={sort}
        // Only columns that allow sorting report a change, and their ids are the table's sort fields.
        onSortChange={({ column, direction }) => onSort({ column: column as C, direction })}
      >
        {children}
      </Table>
    </div>
  );
}
