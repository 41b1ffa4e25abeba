// The mobile and telematic resource imports on both engines: templates that import as written, dry runs that
// name every bad line and write nothing, good files written with the means' rules and §9's default mode.
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import {
  finished,
  finishedImport,
  rejectedLines,
  templateOf,
  upload,
} from '../../test-support/import-fixtures';

const MOBILE = 'label,externalId,driverName,phoneNumber,mode';
const TELEMATIC =
  'label,externalId,telematicUnitId,mode,engineType,fuelType,truckSize,vehicleIdentificationNumber,yearOfManufacturing';

describe.each(engines())('resource imports on $name', (engine) => {
  const app = useCargolens(engine, { env: () => ({ IMPORT_POLL_MS: '100', IMPORT_BATCH_SIZE: '2' }) });

  async function means(search: string, username = 'carrier.admin') {
    const token = await app.tokenOf(username);
    const response = await app.api.get(
      `/api/means?filter[search]=${encodeURIComponent(search)}&page[size]=100&sort=label`,
      token,
    );
    expect(response.status).toBe(200);
    return (response.body.data as { attributes: Record<string, any> }[]).map((m) => m.attributes);
  }

  const template = async (type: string) => (await templateOf(app, type, 'carrier.admin')).text();

  /** Every resource import here is the carrier administrator's own. */
  const carrierImport = (text: string, query: string) =>
    finishedImport(app, text, { query, username: 'carrier.admin' });

  it.each([
    ['mobile', MOBILE, 'Smartphone Karim Haddad'],
    ['telematic_resource', TELEMATIC, 'EX-204-MP'],
  ])('serves a %s template whose example line imports as written', async (type, header, label) => {
    const text = await template(type);
    expect(text.split('\r\n')[0]).toBe(header);
    const created = await upload(app, text, { query: `?type=${type}`, username: 'carrier.admin' });
    expect(created.status).toBe(202);
    const task = await finished(app, created.body.data.id, 'carrier.admin');
    expect(task.attributes).toMatchObject({ status: 'succeeded', statistics: { lines: 1, linesOk: 1 } });
    const [mean] = await means(label);
    if (type === 'mobile')
      expect(mean).toMatchObject({
        label,
        meanType: 'mobileDriver',
        mode: 'truck',
        externalId: 'MOB-0001',
        mobileDriver: { name: 'Karim Haddad', phoneNumber: '+33698765432' },
      });
    else
      expect(mean).toMatchObject({
        label,
        meanType: 'telematic',
        mode: 'truck',
        telematicUnitId: '356307042441013',
        fuelType: 'Diesel',
        vehicleIdentificationNumber: 'VF6RFB00012345678',
        yearOfManufacturing: 2022,
      });
  });

  it('dry-runs a mobile file: bad lines named with their number and column, nothing written', async () => {
    const text = [
      'label;driverName;phoneNumber;mode',
      'Tel Dry 1;Inès Martin;06 11 22 33 44;',
      'Tel Dry 2;;12 34;bike',
      'Tel Dry 3;Paul Roy;06 11 22 33 44;van',
      'Tel Dry 1;Autre;06 55 66 77 88;',
      '',
    ].join('\r\n');
    const task = await carrierImport(text, '?type=mobile&dryRun=true&name=phones.csv');
    expect(task.attributes).toMatchObject({
      status: 'failed',
      partiallySuccessful: true,
      statistics: { lines: 4, linesOk: 1, linesError: 3 },
    });
    expect(task.attributes.errors.map((e: any) => [e.line, e.label, e.message])).toEqual([
      [
        3,
        'Tel Dry 2',
        expect.stringMatching(
          /^mode: The value you selected is not a valid choice: truck, .* driverName: Required phoneNumber: Please enter a valid phone number$/,
        ),
      ],
      [4, 'Tel Dry 3', 'phoneNumber: This value is already used'],
      [5, 'Tel Dry 1', 'label: Resource already exists'],
    ]);
    expect(await means('Tel Dry')).toEqual([]);
  });

  it('imports a mobile file: national numbers read in the organization’s country, mode truck by default', async () => {
    const text = [
      MOBILE,
      'Tel Imp Anna,MOB-IMP-1,Anna Klein,06 44 55 66 77,',
      'Tel Imp Yves,,Yves Robert,+33 7 44 55 66 78,van',
      'Tel Imp Zoé,,Zoé Petit,,',
      '',
    ].join('\r\n');
    const task = await carrierImport(text, '?type=mobile&name=phones.csv');
    expect(task.attributes.statistics).toEqual({ lines: 3, linesDone: 3, linesOk: 2, linesError: 1 });
    expect(rejectedLines(task)).toEqual([[4, 'phoneNumber: Required']]);
    const imported = await means('Tel Imp');
    expect(imported.map((m) => [m.label, m.meanType, m.mode, m.mobileDriver?.phoneNumber])).toEqual([
      ['Tel Imp Anna', 'mobileDriver', 'truck', '+33644556677'],
      ['Tel Imp Yves', 'mobileDriver', 'van', '+33744556678'],
    ]);
  });

  it('imports the good telematic lines in batches with mode truck by default, and rejects the others', async () => {
    const text = [
      TELEMATIC,
      'IMP-T1,IMP-EXT-1,351111111111111,,,,,,2019',
      'IMP-T2,,351111111111112,trailer,,,"Tautliner 13,6 m",,',
      'IMP-T3,,351111111111111,,,,,,',
      'IMP-T4,,,,,,,,1890',
      'IMP-T5,IMP-EXT-1,,,,,,,',
      'IMP-T6,,,,,,,,vingt',
      '',
    ].join('\n');
    const task = await carrierImport(text, '?type=telematic_resource');
    expect(task.attributes.statistics).toEqual({ lines: 6, linesDone: 6, linesOk: 2, linesError: 4 });
    expect(rejectedLines(task)).toEqual([
      [4, 'telematicUnitId: This value is already used'],
      [5, 'yearOfManufacturing: Minimum value: 1950'],
      [6, 'externalId: Resource already exists'],
      [7, 'yearOfManufacturing: The value must be an integer.'],
    ]);
    const imported = await means('IMP-T');
    expect(imported.map((m) => [m.label, m.mode, m.telematicUnitId, m.yearOfManufacturing])).toEqual([
      ['IMP-T1', 'truck', '351111111111111', 2019],
      ['IMP-T2', 'trailer', '351111111111112', null],
    ]);
    expect(imported[1]?.truckSize).toBe('Tautliner 13,6 m');
  });

  it("needs the resources administration, and answers 404 for another organization's task", async () => {
    const operator = await upload(app, `${MOBILE}\nX,,A B,0611223344,\n`, {
      query: '?type=mobile',
      username: 'carrier.operator',
    });
    expect(operator.status).toBe(403);
    const created = await upload(app, `${TELEMATIC}\nSECRET-1,,,,,,,,\n`, {
      query: '?type=telematic_resource&dryRun=true',
      username: 'carrier.admin',
    });
    await finished(app, created.body.data.id, 'carrier.admin');
    const shipper = await app.tokenOf('shipper.admin');
    expect((await app.api.get(`/api/imports/${created.body.data.id}`, shipper)).status).toBe(404);
    expect((await app.api.get(`/api/imports/${created.body.data.id}/rejected-lines`, shipper)).status).toBe(
      404,
    );
  });

  it('refuses an unknown import type with a 400 that names the parameter and the types', async () => {
    const unknown = await upload(app, 'label\nX\n', { query: '?type=trucks' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].source).toEqual({ parameter: 'type' });
    expect(unknown.body.errors[0].detail).toContain('telematic_resource');
  });
});
