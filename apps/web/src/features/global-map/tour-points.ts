// The global map's tours as map data: one GeoJSON point per tour with a position, carrying the label the user
// chose (shipment-domain §9 global map label) and the recency colour; and which tours the current view shows.
import { type GpsRecency, gpsRecency } from '@cargolens/domain/delay';
import type { GlobalMapLabel } from '@cargolens/domain/settings';
import type { Flat, Schemas } from '../../app/api/api-types';

export type MapTour = Flat<Schemas['MapTour']>;

export interface TourPointProperties {
  id: string;
  label: string;
  colour: GpsRecency['colour'];
}

export interface TourPoints {
  type: 'FeatureCollection';
  features: Array<{
    type: 'Feature';
    geometry: { type: 'Point'; coordinates: [number, number] };
    properties: TourPointProperties;
  }>;
}

const stopName = (stop: { name: string; town: string } | null) =>
  stop ? [stop.name, stop.town].filter(Boolean).join(', ') : '';

/** The text beside a tour's marker: its carrier (else its truck), its last stop, or its next stop. */
export function tourLabel(tour: MapTour, label: GlobalMapLabel): string {
  if (label === 'LastStop') return stopName(tour.lastStop);
  if (label === 'NextStop') return stopName(tour.nextStop);
  return tour.charteredName ?? tour.meanLabel;
}

export function tourPoints(tours: readonly MapTour[], label: GlobalMapLabel, now: number): TourPoints {
  return {
    type: 'FeatureCollection',
    features: tours.flatMap((tour) =>
      tour.position
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: [tour.position.lng, tour.position.lat] },
              properties: {
                id: tour.id,
                label: tourLabel(tour, label),
                colour: gpsRecency(tour.position.date, now).colour,
              },
            },
          ]
        : [],
    ),
  };
}

/** West, south, east, north. */
export type ViewBounds = [number, number, number, number];

/**
 * The tours the map's view shows, for the list beside it; tours without a position are never on the map and
 * are always listed (the list is where one learns of them).
 */
export function toursInView(tours: readonly MapTour[], bounds: ViewBounds | null): MapTour[] {
  if (!bounds) return [...tours];
  const [west, south, east, north] = bounds;
  return tours.filter((tour) => {
    if (!tour.position) return true;
    const { lat, lng } = tour.position;
    // A view across the antimeridian has west > east.
    const inLng = west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
    return inLng && lat >= south && lat <= north;
  });
}
