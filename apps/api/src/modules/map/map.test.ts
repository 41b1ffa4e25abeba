import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FetchSource, PMTiles } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { writePmtiles } from './pmtiles-fixture';

const TILE = Buffer.from('a tile of the test archive');

describe.each(engines())('the offline base map on $name', (engine) => {
  const app = useCargolens(engine, { seedDemo: false });

  it('is what the web app shows when nothing is configured, without a token', async () => {
    const config = await app.api.get('/api/map-config');
    expect(config.status).toBe(200);
    expect(config.body.data.attributes).toEqual({
      baseMap: 'offline',
      styleUrl: null,
      pmtilesUrl: null,
      citiesUrl: '/api/map/cities.geojson',
      attribution: 'Natural Earth · GeoNames (CC BY 4.0)',
    });
    expect((await app.api.get('/api/map/tiles.pmtiles')).status).toBe(404);
  });

  it('labels the largest towns and every capital', async () => {
    const response = await fetch(`${app.running.url}/api/map/cities.geojson`);
    expect(response.headers.get('content-type')).toContain('application/geo+json');
    const cities = (await response.json()) as {
      features: { geometry: { coordinates: number[] }; properties: { name: string; capital: boolean } }[];
    };
    expect(cities.features.length).toBeGreaterThan(1000);
    const paris = cities.features.find((f) => f.properties.name === 'Paris');
    expect(paris?.properties.capital).toBe(true);
    expect(paris?.geometry.coordinates[0]).toBeCloseTo(2.35, 1);
    expect(cities.features.some((f) => f.properties.name === 'Vaduz')).toBe(true);
  });
});

describe.each(engines())('a self-hosted PMTiles map on $name', (engine) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cargolens-pmtiles-')), 'europe.pmtiles');
  writePmtiles(file, TILE);
  const app = useCargolens(engine, { seedDemo: false, env: () => ({ MAP_PMTILES: file }) });

  it('tells the web app where the file is', async () => {
    const config = await app.api.get('/api/map-config');
    expect(config.body.data.attributes).toMatchObject({
      baseMap: 'pmtiles',
      pmtilesUrl: '/api/map/tiles.pmtiles',
    });
  });

  it('serves byte ranges of the file', async () => {
    const header = await fetch(`${app.running.url}/api/map/tiles.pmtiles`, {
      headers: { range: 'bytes=0-6' },
    });
    expect(header.status).toBe(206);
    expect(header.headers.get('accept-ranges')).toBe('bytes');
    expect(header.headers.get('content-range')).toMatch(/^bytes 0-6\/\d+$/);
    expect(Buffer.from(await header.arrayBuffer()).toString('ascii')).toBe('PMTiles');
    const beyond = await fetch(`${app.running.url}/api/map/tiles.pmtiles`, {
      headers: { range: 'bytes=99999-' },
    });
    expect(beyond.status).toBe(416);
  });

  it('answers the pmtiles reader the tile it holds, over HTTP ranges', async () => {
    const archive = new PMTiles(new FetchSource(`${app.running.url}/api/map/tiles.pmtiles`));
    expect((await archive.getHeader()).specVersion).toBe(3);
    const tile = await archive.getZxy(0, 0, 0);
    expect(Buffer.from(tile!.data).toString()).toBe(TILE.toString());
    expect(await archive.getMetadata()).toEqual({ name: 'cargolens test' });
  });
});

describe.each(engines())('a MapLibre style of choice on $name', (engine) => {
  const app = useCargolens(engine, {
    env: () => ({ MAP_STYLE_URL: 'https://tiles.example.org/style.json' }),
  });

  it('replaces the offline base map', async () => {
    const config = await app.api.get('/api/map-config');
    expect(config.body.data.attributes).toMatchObject({
      baseMap: 'style',
      styleUrl: 'https://tiles.example.org/style.json',
    });
  });
});
