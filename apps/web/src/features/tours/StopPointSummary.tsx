import { useFormats } from '../preferences/use-formats';
import type { TourListItem } from './types';

type StopPoint = TourListItem['departure'];

/**
 * A stop point in a table cell: its name as the user chose to see site names, town and country, and its planned
 * window in its own time zone.
 */
export function StopPointSummary({ point }: { point: StopPoint }) {
  const format = useFormats();
  if (!point) return <span className="muted">—</span>;
  const name = format.site(point);
  return (
    <span className="place">
      <span className="place__name" title={name}>
        {name}
      </span>
      <span className="place__sub">{[point.town, point.country].filter(Boolean).join(', ')}</span>
      <span className="place__sub">
        {format.window(point.plannedStart, point.plannedEnd, point.timezone)}
      </span>
    </span>
  );
}
