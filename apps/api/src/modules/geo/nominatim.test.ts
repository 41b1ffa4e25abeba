// GEOCODER_URL points Cargolens at a Nominatim-compatible service; here a real one-route HTTP server.
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { useTinyHttpServer } from '../../test-support/tiny-http-server';

const RUE_DE_LA_REPUBLIQUE = {
  place_id: 123,
  osm_type: 'way',
  osm_id: 456,
  lat: '45.7079',
  lon: '4.8806',
  name: 'Avenue de la République',
  display_name: 'Avenue de la République, 69200 Vénissieux, France',
  address: { country_code: 'fr' },
};

describe.each(engines())('a Nominatim-compatible geocoder on $name', (engine) => {
  let failing = false;
  const geocoder = useTinyHttpServer((request, response) => {
    if (failing || !request.url?.startsWith('/search')) {
      response.writeHead(503).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify([RUE_DE_LA_REPUBLIQUE]));
  });
  const app = useCargolens(engine, { env: () => ({ GEOCODER_URL: `${geocoder.url}/` }) });

  it('answers candidates from the service, asked in jsonv2 with the country', async () => {
    const response = await app.api.get(
      `/api/geocode?q=${encodeURIComponent('12 Avenue de la République, Vénissieux')}&country=FR`,
      await app.tokenOf('shipper.admin'),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        type: 'geocodeCandidates',
        id: 'nominatim:way456',
        attributes: {
          name: 'Avenue de la République',
          country: 'FR',
          lat: 45.7079,
          lng: 4.8806,
          timezone: 'Europe/Paris',
          population: null,
          source: 'nominatim',
        },
      },
    ]);
    const asked = geocoder.requests.at(-1)!;
    expect(asked.pathname).toBe('/search');
    expect(asked.searchParams.get('format')).toBe('jsonv2');
    expect(asked.searchParams.get('q')).toBe('12 Avenue de la République, Vénissieux');
    expect(asked.searchParams.get('countrycodes')).toBe('fr');
  });

  it('places a new address with the service', async () => {
    const created = await app.api.request('POST', '/api/places', {
      token: await app.tokenOf('shipper.admin'),
      body: {
        data: {
          type: 'places',
          attributes: {
            name: 'Quai République',
            address: {
              street: '12 Avenue de la République',
              postalCode: '69200',
              town: 'Vénissieux',
              country: 'FR',
            },
          },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.position).toEqual({ lat: 45.7079, lng: 4.8806 });
  });

  it('says so when the service does not answer', async () => {
    failing = true;
    const response = await app.api.get('/api/geocode?q=Lyon', await app.tokenOf('shipper.admin'));
    failing = false;
    expect(response.status).toBe(502);
    expect(response.body.errors[0].code).toBe('geocoder.unavailable_error');
  });
});
