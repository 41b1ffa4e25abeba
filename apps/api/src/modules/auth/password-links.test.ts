// Set-password links end to end over real SMTP (decision 0120): an imported user receives an invitation, its
// link sets the password once, and signing in works; the forgotten-password request answers the same for
// every address but mails only accounts; without SMTP_URL the answer says mail is off (decision 0121).
import { describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { expectError } from '../../test-support/expect-error';
import { finished, upload } from '../../test-support/import-fixtures';
import { passwordTokenOf } from '../../test-support/test-smtp-server';
import { useTestSmtpServer } from '../../test-support/use-test-smtp-server';

const HEADER = 'username,email,firstname,lastname,role,userProfile,agency,lang,timezone,receiveMail';
const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});
const resetBody = (email: string) => ({ data: { type: 'password-resets', attributes: { email } } });
const passwordBody = (token: string, password: string) => ({
  data: { type: 'passwords', attributes: { token, password } },
});

describe.each(engines())('set-password links over SMTP on $name', (engine) => {
  const smtp = useTestSmtpServer();
  const app = useCargolens(engine, {
    env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://cargolens.test', IMPORT_POLL_MS: '100' }),
  });
  // Each test asks from its own address, so the per-address limit of one test never stops another.
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const signIn = (username: string, password: string) =>
    app.api.request('POST', '/api/tokens', { headers: basic(username, password) });
  const setPassword = (token: string, password: string) =>
    app.api.request('POST', '/api/passwords', { body: passwordBody(token, password) });

  it('invites an imported user in their language; the link sets the password once and sign-in works', async () => {
    const file = `${HEADER}\r\nanke.vogel,anke.vogel@example.com,Anke,Vogel,operator,,,de,Europe/Berlin,true\r\n`;
    const task = await finished(app, (await upload(app, file, { query: '?type=user' })).body.data.id);
    expect(task.attributes.statistics).toMatchObject({ lines: 1, linesOk: 1 });

    const mail = await smtp.next('anke.vogel@example.com');
    expect(mail.subject).toBe('Ihr Cargolens-Konto ist bereit');
    expect(mail.text).toContain('Hallo Anke Vogel,');
    expect(mail.text).toContain('anke.vogel');
    expect(mail.text).toMatch(/^http:\/\/cargolens\.test\/auth\/password\?token=/m);
    expect(mail.html).toContain('Mein Passwort wählen');
    const token = passwordTokenOf(mail);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    expect((await signIn('anke.vogel', 'Sommer-2026x')).status).toBe(401);
    const weak = await setPassword(token, 'sommer');
    expectError(weak, 400, {
      code: 'validation.invalid_password',
      source: { pointer: '/data/attributes/password' },
    });
    expect((await setPassword(token, 'Sommer-2026x')).status).toBe(204);
    expect((await signIn('anke.vogel', 'Sommer-2026x')).status).toBe(201);
    const user = await app.running.store.db
      .selectFrom('users')
      .select(['activated_at'])
      .where('username', '=', 'anke.vogel')
      .executeTakeFirstOrThrow();
    expect(user.activated_at).not.toBeNull();

    const again = await setPassword(token, 'Another-2026x');
    expect(again.status).toBe(400);
    expect(again.body.errors[0].code).toBe('auth.invalid_password_token');
    expect((await signIn('anke.vogel', 'Sommer-2026x')).status).toBe(201);
  });

  it('stores only a hash of the token, and mails nothing for a dry run', async () => {
    const file = `${HEADER}\r\nolivier.dry,olivier.dry@example.com,Olivier,Dry,operator,,,fr,Europe/Paris,true\r\n`;
    const dry = await upload(app, file, { query: '?type=user&dryRun=true' });
    expect((await finished(app, dry.body.data.id)).attributes.status).toBe('succeeded');
    const real = await upload(app, file, { query: '?type=user' });
    await finished(app, real.body.data.id);
    const mail = await smtp.next('olivier.dry@example.com');
    expect(mail.subject).toBe('Votre compte Cargolens est prêt');
    // One import wrote the user, so exactly one invitation: the dry run sent none.
    expect(smtp.to('olivier.dry@example.com')).toHaveLength(1);
    const tokens = await app.running.store.db.selectFrom('password_tokens').select('token_hash').execute();
    expect(tokens.map((t) => t.token_hash)).not.toContain(passwordTokenOf(mail));
  });

  it('answers a forgotten password the same for any address, and mails a reset link only to an account', async () => {
    const unknown = await app.api.request('POST', '/api/password-resets', {
      headers: from('192.0.2.10'),
      body: resetBody('nobody@example.com'),
    });
    const known = await app.api.request('POST', '/api/password-resets', {
      headers: from('192.0.2.10'),
      body: resetBody('Anke.Vogel@Example.com'),
    });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.meta).toEqual({ delivery: 'email' });

    const mail = await smtp.next('anke.vogel@example.com');
    expect(mail.subject).toBe('Setzen Sie Ihr Cargolens-Passwort zurück');
    // The unknown address was decided before its answer: no mail was ever started for it.
    expect(smtp.to('nobody@example.com')).toEqual([]);
    expect((await setPassword(passwordTokenOf(mail), 'Herbst-2026x')).status).toBe(204);
    expect((await signIn('anke.vogel', 'Sommer-2026x')).status).toBe(401);
    expect((await signIn('anke.vogel', 'Herbst-2026x')).status).toBe(201);
  });

  it('refuses an expired link', async () => {
    await app.api.request('POST', '/api/password-resets', {
      headers: from('192.0.2.20'),
      body: resetBody('anke.vogel@example.com'),
    });
    const token = passwordTokenOf(await smtp.next('anke.vogel@example.com'));
    // An hour later: the link has expired (the clock is moved in the data, not waited for).
    await app.running.store.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const response = await setPassword(token, 'Winter-2026x');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].code).toBe('auth.invalid_password_token');
    expect((await signIn('anke.vogel', 'Herbst-2026x')).status).toBe(201);
  });

  it('limits reset emails per account and requests per address, still answering alike per account', async () => {
    const { email } = await app.running.store.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'shipper.operator')
      .executeTakeFirstOrThrow();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await app.api.request('POST', '/api/password-resets', {
          headers: from('192.0.2.30'),
          body: resetBody(email),
        }),
      );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202]);
    for (let i = 0; i < 3; i++) await smtp.next(email);
    // The fourth was refused before any token was made: three reset links for this account this hour.
    const tokens = await app.running.store.db
      .selectFrom('password_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select('t.id')
      .where('u.username', '=', 'shipper.operator')
      .execute();
    expect(tokens).toHaveLength(3);

    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (
          await app.api.request('POST', '/api/password-resets', {
            headers: from('192.0.2.40'),
            body: resetBody(`someone${i}@example.com`),
          })
        ).status,
      );
    expect(statuses.every((s) => s === 202)).toBe(true);
    const refused = await app.api.request('POST', '/api/password-resets', {
      headers: from('192.0.2.40'),
      body: resetBody('someone@example.com'),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].code).toBe('http.too_many_requests');
    // Another address is not held back by this one.
    const other = await app.api.request('POST', '/api/password-resets', {
      headers: from('192.0.2.41'),
      body: resetBody('someone@example.com'),
    });
    expect(other.status).toBe(202);
  });
});

describe.each(engines())('set-password links without SMTP on $name', (engine) => {
  const app = useCargolens(engine, { env: () => ({ SMTP_URL: '', IMPORT_POLL_MS: '100' }) });

  it('says mail is off instead of pretending a link was sent, and still imports users', async () => {
    const response = await app.api.request('POST', '/api/password-resets', {
      body: resetBody('nobody@example.com'),
    });
    expect(response.status).toBe(202);
    expect(response.body.meta).toEqual({ delivery: 'off' });
    const file = `${HEADER}\r\nmail.off,mail.off@example.com,Mail,Off,operator,,,en,Europe/London,true\r\n`;
    const task = await finished(app, (await upload(app, file, { query: '?type=user' })).body.data.id);
    expect(task.attributes).toMatchObject({ status: 'succeeded', statistics: { linesOk: 1 } });
  });
});
