import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';
import {
  errorsByLine,
  finished,
  PLACE_HEADER,
  placesMatching,
  rejectedLines,
  templateOf,
  upload,
} from '../../test-support/import-fixtures';

describe.each(engines())('place imports on $name', (engine) => {
  const app = useCargolens(engine, { env: () => ({ IMPORT_POLL_MS: '100', IMPORT_BATCH_SIZE: '2' }) });

  it('serves a template whose header is the columns and whose example line imports as written', async () => {
    const response = await templateOf(app, 'place');
    expect(response.headers.get('content-type')).toContain('text/csv');
    const template = await response.text();
    const [header, example] = template.trim().split('\r\n');
    expect(header).toBe(
      'externalId,name,street,postalCode,town,country,latitude,longitude,timezone,geofenceRadius,geofencePolygon,phone,details,appointment',
    );
    expect(example).toContain('SITE-0001');
    const created = await upload(app, template, { query: '?type=place&name=template.csv' });
    expect(created.status).toBe(202);
    expect(created.body.data.attributes).toMatchObject({
      status: 'pending',
      dryRun: false,
      name: 'template.csv',
    });
    const task = await finished(app, created.body.data.id);
    expect(task.attributes).toMatchObject({
      status: 'succeeded',
      statistics: { lines: 1, linesDone: 1, linesOk: 1, linesError: 0 },
      errors: [],
    });
    const [place] = await placesMatching(app, 'SITE-0001');
    expect(place?.attributes).toMatchObject({
      name: 'Quai de chargement Vénissieux',
      address: {
        street: '12 Avenue de la République',
        postalCode: '69200',
        town: 'Vénissieux',
        country: 'FR',
      },
      position: { lat: 45.6975, lng: 4.8868 },
      timezone: 'Europe/Paris',
      geofenceRadius: 300,
      phone: '+33472000000',
      appointment: true,
      updateMethod: 'import',
    });
  });

  it('dry-runs a semicolon Windows-1252 file: every line error with its line number, nothing written', async () => {
    const text = [
      'externalId;name;town;country;latitude;longitude;geofenceRadius;geofencePolygon',
      'DRY-1;Entrepôt Orléans;Orléans;FR;47,9029;1,9093;800;',
      'DRY-2;;Lyon;FRA;45.75;;;',
      'DRY-3;Dépôt Reims;Reims;FR;49.25;4.03;50;',
      'DRY-4;Quai polygone;Lille;FR;;;;"3.06 50.63, 3.07 50.63"',
      'DRY-1;Doublon;Paris;FR;48.85;2.35;;',
      '',
    ].join('\r\n');
    const bytes = Uint8Array.from(Buffer.from(text, 'latin1'));
    const created = await upload(app, bytes, { query: '?type=place&dryRun=true&name=sites.csv' });
    expect(created.status).toBe(202);
    expect(created.body.data.attributes).toMatchObject({
      encoding: 'windows-1252',
      delimiter: ';',
      dryRun: true,
    });
    const byLine = await errorsByLine(app, created.body.data.id, {
      lines: 5,
      linesDone: 5,
      linesOk: 1,
      linesError: 4,
    });
    expect(Object.keys(byLine)).toEqual(['3', '4', '5', '6']);
    expect(byLine[3].message).toBe(
      'name: Required country: This value is not a valid country longitude: Required',
    );
    expect(byLine[4]).toMatchObject({
      label: 'Dépôt Reims',
      errors: [{ field: 'geofenceRadius', code: 'validation.too_low' }],
    });
    expect(byLine[5].errors[0]).toMatchObject({
      field: 'geofencePolygon',
      code: 'validation.geo_polygon_too_few_coordinates',
    });
    expect(byLine[6]).toMatchObject({
      label: 'Doublon',
      errors: [{ field: 'externalId', code: 'http.conflict_error' }],
    });
    expect(await placesMatching(app, 'DRY-')).toEqual([]);
  });

  it('imports the valid lines of a UTF-8 BOM file in batches, rejects the others, and lists them as CSV', async () => {
    const text = `\uFEFF${PLACE_HEADER}\n${[
      'IMP-1,Plateforme Lesquin,,59810,Lesquin,FR,50.59,3.11,',
      'IMP-2,"Site ""Nord"", quai 2",,,Villeneuve-d\'Ascq,FR,50.62,3.14,1000',
      'IMP-3,Bad,,,Paris,FR,91,2.35,',
      'IMP-4,Geocoded,,69100,Villeurbanne,FR,,,',
      'IMP-5,Short line',
    ].join('\n')}\n`;
    const created = await upload(app, text, { query: '?type=place&name=network.csv' });
    expect(created.body.data.attributes).toMatchObject({ encoding: 'utf-8', delimiter: ',' });
    const task = await finished(app, created.body.data.id);
    expect(task.attributes.statistics).toEqual({ lines: 5, linesDone: 5, linesOk: 3, linesError: 2 });
    expect(task.attributes.partiallySuccessful).toBe(true);
    expect(rejectedLines(task)).toEqual([
      [4, 'latitude: Maximum value: 90'],
      [6, 'This line has 2 values where the header has 9 columns'],
    ]);
    const imported = await placesMatching(app, 'IMP-');
    expect(imported.map((p) => p.attributes.externalId).sort()).toEqual(['IMP-1', 'IMP-2', 'IMP-4']);
    const quoted = imported.find((p) => p.attributes.externalId === 'IMP-2');
    expect(quoted?.attributes).toMatchObject({ name: 'Site "Nord", quai 2', geofenceRadius: 1000 });
    expect(imported.find((p) => p.attributes.externalId === 'IMP-4')?.attributes.position.lat).toBeCloseTo(
      45.77,
      1,
    );

    const rejected = await fetch(new URL(`/api/imports/${task.id}/rejected-lines`, app.running.url), {
      headers: { authorization: `Bearer ${await app.tokenOf('shipper.admin')}` },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.headers.get('content-disposition')).toContain('network-rejected.csv');
    const lines = (await rejected.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      `line,${PLACE_HEADER.replace(/,geofenceRadius$/, '')},timezone,geofenceRadius,geofencePolygon,phone,details,appointment,errors`.replace(
        'longitude,timezone',
        'longitude,timezone',
      ),
    );
    expect(lines[1]).toMatch(/^4,IMP-3,Bad,.*,latitude: Maximum value: 90$/);
  });

  it.each([
    [
      'an unknown column',
      `externalId,nmae,town,country\nX,Y,Lyon,FR\n`,
      'Line 1, column 2 "nmae": unknown column',
    ],
    ['a missing column', `name,country\nY,FR\n`, 'Line 1: the column "town" is missing'],
    ['a broken quote', `name,town,country\nA,Lyon,FR\n"B,Lyon,FR\n`, 'a quoted value is never closed'],
    ['a stray quote', `name,town,country\nA,"Ly"on,FR\n`, 'Line 2: a quote closes a value'],
    ['an empty file', '', 'The file is empty'],
    ['a header only', 'name,town,country\r\n', 'The file is empty'],
    ['a binary file', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), 'binary content'],
  ])('refuses %s with a clear error and creates no task', async (_name, body, detail) => {
    const before = (await app.api.get('/api/imports', await app.tokenOf('shipper.admin'))).body.meta
      .totalItems;
    const response = await upload(app, body);
    expectError(response, 400, { code: 'import.file_not_valid_error', status: '400' });
    expect(response.body.errors[0].detail).toContain(detail);
    const after = (await app.api.get('/api/imports', await app.tokenOf('shipper.admin'))).body.meta
      .totalItems;
    expect(after).toBe(before);
  });

  it('refuses an unknown import type and a body that is not CSV', async () => {
    const unknown = await upload(app, 'name\nX\n', { query: '?type=spaceship' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].source).toEqual({ parameter: 'type' });
    const json = await upload(app, '{}', { contentType: 'application/json' });
    expect(json.status).toBe(415);
    expect(json.body.errors[0].code).toBe('http.unsupported_media_type');
  });

  it("answers 404 for another organization's task and its rejected lines", async () => {
    const created = await upload(app, `name,town,country\nSecret,Lyon,FR\n`, {
      query: '?type=place&dryRun=true',
    });
    await finished(app, created.body.data.id);
    const carrier = await app.tokenOf('carrier.admin');
    expect((await app.api.get(`/api/imports/${created.body.data.id}`, carrier)).status).toBe(404);
    expect((await app.api.get(`/api/imports/${created.body.data.id}/rejected-lines`, carrier)).status).toBe(
      404,
    );
    const theirs = await app.api.get('/api/imports', carrier);
    expect(theirs.body.data.map((t: any) => t.id)).not.toContain(created.body.data.id);
  });
});

describe('place imports: size limit', () => {
  const app = useCargolens(engines()[0]!, { seedDemo: true, env: () => ({ IMPORT_MAX_FILE_MB: '1' }) });

  it('answers 413 for a file over the limit, streamed or announced, and keeps nothing', async () => {
    const line = 'A site name long enough,Lyon,FR\n';
    const big = `name,town,country\n${line.repeat(Math.ceil((1.5 * 1024 * 1024) / line.length))}`;
    const response = await upload(app, big);
    expectError(response, 413, { code: 'import.file_too_large_error' });
    expect(response.body.errors[0].detail).toContain('larger than 1 MB');
    const listed = await app.api.get('/api/imports', await app.tokenOf('shipper.admin'));
    expect(listed.body.data.map((task: any) => task.attributes.name)).toEqual(['sites-2026.csv']);
  });

  it('answers 413 at once for a 200 MB file, before reading it', async () => {
    const token = await app.tokenOf('shipper.admin');
    const answer = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const request = http.request(
        new URL('/api/imports?type=place', app.running.url),
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'text/csv',
            'content-length': String(200 * 1024 * 1024),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          });
        },
      );
      request.on('error', reject);
      request.write('name,town,country\n');
    });
    expectError(answer, 413, { code: 'import.file_too_large_error', status: '413' });
  });
});
