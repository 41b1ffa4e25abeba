// OsmAnd's query form reports knots (Traccar's internal unit); Cargolens stores metres per second.
const METRES_PER_NAUTICAL_MILE = 1852;

export function knotsToMetresPerSecond(knots: number): number {
  return (knots * METRES_PER_NAUTICAL_MILE) / 3600;
}
