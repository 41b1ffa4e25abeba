import { formatWindow } from '../../ui/format';
import type { TourListItem } from './types';

type StopPoint = TourListItem['departure'];

/** A stop point in a table cell: its name, town and country, and its planned window in its own time zone. */
export function StopPointSummary({ point, lang }: { point: StopPoint; lang: string }) {
  if (!point) return <span className="muted">—</span>;
  return (
    <span className="place">
      <span className="place__name" title={point.name}>
        {point.name}
      </span>
      <span className="place__sub">{[point.town, point.country].filter(Boolean).join(', ')}</span>
      <span className="place__sub">
        {formatWindow(point.plannedStart, point.plannedEnd, lang, point.timezone)}
      </span>
    </span>
  );
}
