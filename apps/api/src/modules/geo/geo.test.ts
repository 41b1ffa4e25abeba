import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';

describe.each(engines())('offline geocoding and time zones on $name', (engine) => {
  const app = useCargolens(engine);

  it.each([
    { q: 'Lyon', country: 'FR', name: 'Lyon', lat: 45.748, lng: 4.847, timezone: 'Europe/Paris' },
    {
      q: '69800 Saint-Priest',
      country: 'FR',
      name: 'Saint-Priest',
      lat: 45.697,
      lng: 4.944,
      timezone: 'Europe/Paris',
    },
    { q: 'koln', country: 'DE', name: 'Köln', lat: 50.933, lng: 6.95, timezone: 'Europe/Berlin' },
    { q: 'Gennevil', country: 'fr', name: 'Gennevilliers', lat: 48.933, lng: 2.3, timezone: 'Europe/Paris' },
    {
      q: '2 Route du Bassin, 92230 Gennevilliers',
      country: 'FR',
      name: 'Gennevilliers',
      lat: 48.933,
      lng: 2.3,
      timezone: 'Europe/Paris',
    },
  ])('finds $name for "$q"', async ({ q, country, name, lat, lng, timezone }) => {
    const response = await app.api.get(
      `/api/geocode?q=${encodeURIComponent(q)}&country=${country}`,
      await app.tokenOf('shipper.operator'),
    );
    expect(response.status).toBe(200);
    const [best] = response.body.data;
    expect(best.attributes).toMatchObject({
      name,
      country: country.toUpperCase(),
      timezone,
      source: 'gazetteer',
    });
    expect(best.attributes.lat).toBeCloseTo(lat, 2);
    expect(best.attributes.lng).toBeCloseTo(lng, 2);
  });

  it('ranks homonyms by population and answers nothing for an unknown town', async () => {
    const token = await app.tokenOf('shipper.operator');
    const paris = await app.api.get('/api/geocode?q=Paris', token);
    expect(paris.body.data[0].attributes.country).toBe('FR');
    const none = await app.api.get('/api/geocode?q=Nowhereville-sur-Rien&country=FR', token);
    expect(none.body.data).toEqual([]);
  });

  it('needs a signed-in caller and a query', async () => {
    expect((await app.api.get('/api/geocode?q=Lyon')).status).toBe(401);
    const missing = await app.api.get('/api/geocode', await app.tokenOf('shipper.operator'));
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].source).toEqual({ parameter: 'q' });
  });

  it.each([
    { lat: 45.75, lng: 4.85, zone: 'Europe/Paris', name: 'Paris' },
    { lat: 40.71, lng: -74.0, zone: 'America/New_York', name: 'New York' },
    { lat: -33.87, lng: 151.21, zone: 'Australia/Sydney', name: 'Sydney' },
  ])('gives $zone at $lat, $lng', async ({ lat, lng, zone, name }) => {
    const response = await app.api.get(
      `/api/timezone?lat=${lat}&lng=${lng}`,
      await app.tokenOf('carrier.operator'),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ type: 'timezones', id: zone, attributes: { code: zone, name } });
  });

  it('rejects a latitude beyond the pole with the parameter at fault', async () => {
    const response = await app.api.get('/api/timezone?lat=95&lng=4', await app.tokenOf('carrier.operator'));
    expectError(response, 400, {
      code: 'validation.too_high',
      source: { parameter: 'lat' },
    });
  });
});
