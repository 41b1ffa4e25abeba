import { describe, expect, it } from 'vitest';
import { MAP_PAGE_SIZE, readMapToursQuery, toMapApiQuery, writeMapToursQuery } from './map-tours-query';
import { type MapTour, tourLabel, tourPoints, toursInView } from './tour-points';

const NOW = Date.parse('2026-11-23T10:00:00Z');

function tour(overrides: Partial<MapTour> = {}): MapTour {
  return {
    id: 't1',
    type: 'mapTours',
    reference: 'TOUR-1',
    status: 'IN_PROGRESS',
    ownerName: 'Shipper',
    charteredName: 'Carrier Co',
    meanLabel: 'AB-123-CD',
    position: { date: '2026-11-23T09:30:00Z', lat: 45.75, lng: 4.85 },
    gpsRecency: 'RECENT',
    positionAgeMinutes: 30,
    lastStop: { name: 'Depot', town: 'Lyon', country: 'FR', timezone: 'Europe/Paris', arrivedAt: null },
    nextStop: {
      name: 'Client',
      town: 'Dijon',
      country: 'FR',
      timezone: 'Europe/Paris',
      plannedStart: null,
      plannedEnd: null,
      eta: null,
      etaStatus: 'RISKY_DELAY',
      delayState: 'Late',
    },
    ...overrides,
  } as MapTour;
}

describe('global map query', () => {
  it('keeps the Tours page’s filter names, running statuses only, and the delay state', () => {
    const query = readMapToursQuery(
      new URLSearchParams('status=NOT_STARTED,IN_PROGRESS&q=TOUR&carrier=Acme&delay=Late,Bogus&page=3'),
    );
    expect(query).toMatchObject({
      status: ['IN_PROGRESS'],
      search: 'TOUR',
      carrier: 'Acme',
      delay: ['Late'],
    });
    expect(writeMapToursQuery(query).toString()).toBe('status=IN_PROGRESS&q=TOUR&carrier=Acme&delay=Late');
  });

  it('asks the API for one large page with the same filters', () => {
    const api = toMapApiQuery(readMapToursQuery(new URLSearchParams('q=TOUR&delay=On time,Late')));
    expect(api).toMatchObject({
      'page[number]': 1,
      'page[size]': MAP_PAGE_SIZE,
      'filter[search]': 'TOUR',
      'filter[delayState]': 'On time,Late',
    });
    expect(api).not.toHaveProperty('sort');
    expect(api).not.toHaveProperty('include');
  });
});

describe('global map points', () => {
  it('labels a tour by the user’s choice (shipment-domain §9)', () => {
    expect(tourLabel(tour(), 'CarrierOrResource')).toBe('Carrier Co');
    expect(tourLabel(tour({ charteredName: null }), 'CarrierOrResource')).toBe('AB-123-CD');
    expect(tourLabel(tour(), 'LastStop')).toBe('Depot, Lyon');
    expect(tourLabel(tour(), 'NextStop')).toBe('Client, Dijon');
    expect(tourLabel(tour({ nextStop: null }), 'NextStop')).toBe('');
  });

  it('places tours with a position, coloured by the domain’s GPS recency at the given time', () => {
    const points = tourPoints(
      [
        tour(),
        tour({ id: 't2', position: { date: '2026-11-23T08:00:00Z', lat: 48.85, lng: 2.35 } }),
        tour({ id: 't3', position: null }),
      ],
      'CarrierOrResource',
      NOW,
    );
    expect(
      points.features.map((f) => [f.properties.id, f.properties.colour, f.geometry.coordinates]),
    ).toEqual([
      ['t1', 'green', [4.85, 45.75]],
      ['t2', 'yellow', [2.35, 48.85]],
    ]);
  });

  it('lists the tours inside the view, and always those without a position', () => {
    const lyon = tour();
    const paris = tour({ id: 't2', position: { date: '2026-11-23T09:00:00Z', lat: 48.85, lng: 2.35 } });
    const silent = tour({ id: 't3', position: null });
    const all = [lyon, paris, silent];
    expect(toursInView(all, null)).toEqual(all);
    expect(toursInView(all, [4, 45, 6, 46]).map((t) => t.id)).toEqual(['t1', 't3']);
    // A view across the antimeridian.
    const fiji = tour({ id: 't4', position: { date: '2026-11-23T09:00:00Z', lat: -17.7, lng: 178.4 } });
    expect(toursInView([fiji, lyon], [170, -20, -170, -10]).map((t) => t.id)).toEqual(['t4']);
  });
});
