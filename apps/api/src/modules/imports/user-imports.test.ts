// The users import on both engines: the template's example imports as written, a dry run reports every bad
// line by number and writes nothing, a good file creates users without a password (decision 0090).
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import {
  errorsByLine,
  finished,
  finishedImport,
  rejectedLines,
  templateOf,
  upload,
} from '../../test-support/import-fixtures';

const HEADER = 'username,email,firstname,lastname,role,userProfile,agency,lang,timezone,receiveMail';

describe.each(engines())('user imports on $name', (engine) => {
  const app = useCargolens(engine, { env: () => ({ IMPORT_POLL_MS: '100', IMPORT_BATCH_SIZE: '2' }) });

  const usersNamed = (prefix: string) =>
    app.running.store.db
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .leftJoin('user_profiles as p', 'p.id', 'u.user_profile_id')
      .leftJoin('user_agencies as ua', 'ua.user_id', 'u.id')
      .leftJoin('agencies as a', 'a.id', 'ua.agency_id')
      .select([
        'u.username',
        'u.email',
        'u.firstname',
        'u.roles',
        'u.lang',
        'u.timezone',
        'u.receive_mail',
        'u.password_hash',
        'u.activated_at',
        'o.name as organization',
        'p.name as profile',
        'a.name as agency',
        'ua.is_default',
      ])
      .where('u.username', 'like', `${prefix}%`)
      .orderBy('u.username')
      .execute();

  it('serves a template whose example line imports as written, a user without a password', async () => {
    const template = await (await templateOf(app, 'user')).text();
    expect(template.split('\r\n')[0]).toBe(HEADER);
    const created = await upload(app, template, { query: '?type=user&name=users.csv' });
    expect(created.status).toBe(202);
    expect(created.body.data.attributes.importType).toBe('user');
    const task = await finished(app, created.body.data.id);
    expect(task.attributes).toMatchObject({ status: 'succeeded', statistics: { lines: 1, linesOk: 1 } });
    expect(await usersNamed('camille.petit')).toEqual([
      expect.objectContaining({
        email: 'camille.petit@example.com',
        roles: ['ROLE_CLIENT_EXPLOITANT'],
        organization: 'Maison Durand Industries',
        password_hash: null,
        activated_at: null,
        receive_mail: true,
      }),
    ]);
    // No password was ever given: signing in with any answers as for an unknown user.
    const signIn = await app.api.request('POST', '/api/tokens', {
      headers: { authorization: `Basic ${Buffer.from('camille.petit:Cargolens2026').toString('base64')}` },
    });
    expect(signIn.status).toBe(401);
  });

  it('dry-runs a file: every bad line named with its number and column, nothing written', async () => {
    const text = [
      HEADER,
      'dry.one,dry.one@durand.example,Ana,Silva,operator,Exploitant,,,,',
      'dry.two,not-an-email,,Costa,admin,,,xx,,peut-être',
      'shipper.admin,dry.three@durand.example,Tom,Bay,api,,,,,',
      'dry.four,DRY.ONE@durand.example,Eva,Roth,api,Exploitant,Usine inconnue,,Mars/Base,',
      'dry.one,dry.five@durand.example,Ana,Bis,,,,,,',
      '',
    ].join('\r\n');
    const created = await upload(app, text, { query: '?type=user&dryRun=true&name=people.csv' });
    expect(created.status).toBe(202);
    const byLine = await errorsByLine(app, created.body.data.id, {
      lines: 5,
      linesDone: 5,
      linesOk: 1,
      linesError: 4,
    });
    expect(Object.keys(byLine)).toEqual(['3', '4', '5', '6']);
    expect(byLine[3]).toMatchObject({ label: 'dry.two' });
    expect(byLine[3].errors.map((e: any) => [e.field, e.code])).toEqual([
      ['role', 'validation.invalid_choice'],
      ['receiveMail', 'validation.invalid_choice'],
      ['email', 'validation.invalid_email'],
      ['firstname', 'validation.required'],
      ['lang', 'validation.invalid_choice'],
    ]);
    expect(byLine[4].message).toBe('username: This value already exists.');
    expect(byLine[5].errors.map((e: any) => [e.field, e.code])).toEqual([
      ['timezone', 'validation.invalid_timezone'],
      ['userProfile', 'validation.unexpected_field'],
      ['agency', 'validation.unknown_identifier'],
      ['email', 'user.unique_constraint_error'],
    ]);
    expect(byLine[6].errors).toEqual([
      { field: 'username', code: 'user.unique_constraint_error', message: 'This value already exists.' },
    ]);
    expect(await usersNamed('dry.')).toEqual([]);
  });

  it('imports the good lines in batches with their profile and default agency, and rejects the others', async () => {
    const text = [
      'username;email;firstname;lastname;role;userProfile;agency;lang;timezone;receiveMail',
      'imp.lea;Lea.Moreau@durand.example;Léa;Moreau;operator;exploitant;Villefranche — Usine;;;non',
      'imp.erp;imp.erp@durand.example;ERP;Sync;API;;;en;UTC;',
      'imp.bad;imp.bad@durand.example;;;operator;;;;;',
      'imp.hugo;hugo@durand.example;Hugo;Blanc;;;;de;Europe/Berlin;oui',
      '',
    ].join('\r\n');
    const task = await finishedImport(app, text, { query: '?type=user&name=team.csv' });
    expect(task.attributes.statistics).toEqual({ lines: 4, linesDone: 4, linesOk: 3, linesError: 1 });
    expect(rejectedLines(task)).toEqual([[4, 'firstname: Required lastname: Required']]);
    const users = await usersNamed('imp.');
    expect(users.map((u) => u.username)).toEqual(['imp.erp', 'imp.hugo', 'imp.lea']);
    const [erp, hugo, lea] = users;
    expect(lea).toMatchObject({
      email: 'lea.moreau@durand.example',
      profile: 'Exploitant',
      agency: 'Villefranche — Usine',
      is_default: true,
      lang: 'fr',
      timezone: 'Europe/Paris',
      receive_mail: false,
      password_hash: null,
    });
    expect(erp).toMatchObject({ roles: ['ROLE_CLIENT_API'], profile: null, lang: 'en', timezone: 'UTC' });
    expect(hugo).toMatchObject({ lang: 'de', timezone: 'Europe/Berlin', receive_mail: true, agency: null });
  });

  it("needs the users administration, and answers 404 for another organization's task", async () => {
    const operator = await upload(app, `${HEADER}\nop.x,op.x@durand.example,Op,X,,,,,,\n`, {
      query: '?type=user',
      username: 'shipper.operator',
    });
    expect(operator.status).toBe(403);
    const created = await upload(app, `${HEADER}\nsecret.user,secret@durand.example,Se,Cret,,,,,,\n`, {
      query: '?type=user&dryRun=true',
    });
    await finished(app, created.body.data.id);
    const carrier = await app.tokenOf('carrier.admin');
    expect((await app.api.get(`/api/imports/${created.body.data.id}`, carrier)).status).toBe(404);
    expect((await app.api.get(`/api/imports/${created.body.data.id}/rejected-lines`, carrier)).status).toBe(
      404,
    );
  });
});
