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
