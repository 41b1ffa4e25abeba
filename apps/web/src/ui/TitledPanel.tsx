import type { ReactNode } from 'react';

/** A panel named by its heading (the section is labelled by it): a detail page's block, a settings group. */
export function TitledPanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  /** Classes beside `panel`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
