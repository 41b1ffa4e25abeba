import { readFileSync } from 'node:fs';
import type { PositionFix } from '@cargolens/domain/tracking';
import { parse } from 'csv-parse/sync';

/** One ride of the benchmark format (porto-trips/README.md): fixes in time order plus its two stops. */
export interface BenchTrip {
  tripId: string;
  fixes: PositionFix[];
  origin: { lat: number; lng: number; leftAt: number };
  destination: { lat: number; lng: number; arrivedAt: number };
}

interface PointRow {
  trip_id: string;
  timestamp_iso: string;
  lat: string;
  lng: string;
  speed_kmh: string;
}

interface StopRow {
  trip_id: string;
  stop_seq: string;
  lat: string;
  lng: string;
  arrived_at_iso: string;
  left_at_iso: string;
}

export function loadTrips(tripsPath: string, stopsPath: string): BenchTrip[] {
  const points = parse(readFileSync(tripsPath), { columns: true, skip_empty_lines: true }) as PointRow[];
  const stops = parse(readFileSync(stopsPath), { columns: true, skip_empty_lines: true }) as StopRow[];
  const fixesByTrip = new Map<string, PositionFix[]>();
  for (const row of points) {
    const fixes = fixesByTrip.get(row.trip_id) ?? [];
    const speed = row.speed_kmh === '' ? null : Number(row.speed_kmh);
    fixes.push({
      at: Date.parse(row.timestamp_iso),
      lat: Number(row.lat),
      lng: Number(row.lng),
      speedKmh: speed,
    });
    fixesByTrip.set(row.trip_id, fixes);
  }
  const trips: BenchTrip[] = [];
  for (const [tripId, fixes] of fixesByTrip) {
    const origin = stops.find((s) => s.trip_id === tripId && s.stop_seq === '0');
    const destination = stops.find((s) => s.trip_id === tripId && s.stop_seq === '1');
    if (!origin || !destination) throw new Error(`trip ${tripId} lacks its stop rows`);
    trips.push({
      tripId,
      fixes: fixes.sort((a, b) => a.at - b.at),
      origin: { lat: Number(origin.lat), lng: Number(origin.lng), leftAt: Date.parse(origin.left_at_iso) },
      destination: {
        lat: Number(destination.lat),
        lng: Number(destination.lng),
        arrivedAt: Date.parse(destination.arrived_at_iso),
      },
    });
  }
  return trips;
}
