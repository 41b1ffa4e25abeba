import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

/**
 * A list's filter bar: its fields, then a button that clears them all, shown only while something is filtered
 * (`reset` is false otherwise).
 */
export function ListFilters({
  label,
  className = 'list-filters',
  reset,
  children,
}: {
  label: string;
  className?: string;
  reset?: { label: string; onReset: () => void } | false;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-label={label}>
      {children}
      {reset && (
        <Button className="button button--ghost list-filters__reset" onPress={reset.onReset}>
          {reset.label}
        </Button>
      )}
    </section>
  );
}
