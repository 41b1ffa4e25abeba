import type { CSSProperties } from 'react';
import type { Tag } from './types';

// Tag colours come from the organization (hex or one of the ten names); a tinted chip with dark text keeps
// any of them readable, and the label carries the meaning.
export function TagList({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list">
      {tags.map((tag) => (
        <li
          key={tag.label}
          className="tag"
          style={{ '--tag-color': tag.color.replace(/\s+/g, '') } as CSSProperties}
        >
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
