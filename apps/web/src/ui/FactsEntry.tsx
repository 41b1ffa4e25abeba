import type { ReactNode } from 'react';

/** One labelled value of a `<dl className="facts">` list of a detail page. */
export function FactsEntry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__entry">
      <dt className="facts__label">{label}</dt>
      <dd className="facts__value">{children}</dd>
    </div>
  );
}
