import type { ReactNode } from 'react';

/**
 * A section named by its heading, for assistive technology too: a panel by default, or another kind of section
 * with its own `className` and `titleClassName`.
 */
export function Panel({
  id,
  title,
  className = 'panel',
  titleClassName = 'panel__title',
  heading: Heading = 'h2',
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  heading?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
