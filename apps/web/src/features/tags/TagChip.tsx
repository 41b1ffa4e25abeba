import type { CSSProperties } from 'react';

/** A tag as orders show it: the label carries the meaning, the colour only repeats it. */
export function TagChip({ label, color }: { label: string; color: string }) {
  return (
    <span className="tag-chip" style={{ '--tag-color': color } as CSSProperties}>
      {label}
    </span>
  );
}
