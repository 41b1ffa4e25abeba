import type { ReactNode } from 'react';

export type Tone = 'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'teal' | 'gray';

/** A coloured label. The text always carries the meaning; the colour only repeats it. */
export function Badge({ tone, children, dot = false }: { tone: Tone; children: ReactNode; dot?: boolean }) {
  return (
    <span className={`badge badge--${tone}`}>
      {dot && <span className="badge__dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
