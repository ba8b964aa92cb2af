import { dataExportSchema } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { enrolTotp } from '#testing/totp.ts';
import { appSuite } from '#testing/app-suite.ts';

const RIGHT = { currentPassword: VALID_PASSWORD };

/** Issue 34: "Download your data" after a fresh proof, compared with the account's rows. */
describe.each(databases)('data export on %s', (kind) => {
  const suite = appSuite(kind, { DATA_EXPORT_MAX_PER_DAY: '3' });

  const exportOf = (token: string, body: object) =>
    suite.app.inject({
      method: 'POST',
      url: paths.dataExport,
      headers: { [AUTH_HEADER]: token },
      payload: body,
    });

  it('holds every row of the account and no secret; the HTML page is in the language asked', async () => {
    const email = uniqueEmail('export');
    const productId = await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    await passwordGrant(suite.app, email, 'Wrong-pass9');
    const secret = await enrolTotp(suite.app, token);

    const answer = await exportOf(token, { ...RIGHT, format: 'json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="account-data-/);
    const data = dataExportSchema.parse(answer.json());
    const db = suite.database.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(data.profile).toMatchObject({
      id: user.id,
      productId,
      country: user.country,
      language: user.language,
    });
    expect(data.identifiers).toEqual({ email, phone: null });
    const acceptances = await db
      .selectFrom('legal_acceptances')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(data.agreements).toHaveLength(acceptances.length);
    expect(data.agreements.map((a) => `${a.kind}:${a.version}`).sort()).toEqual(
      acceptances.map((a) => `${a.kind}:${a.version}`).sort(),
    );
    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(data.devices.map((d) => d.sessionId).sort()).toEqual(sessions.map((s) => s.id).sort());
    const events = await db
      .selectFrom('activity_events')
      .select('type')
      .where('user_id', '=', user.id)
      .execute();
    expect(data.activity.map((a) => a.type).sort()).toEqual(events.map((e) => e.type).sort());
    expect(data.activity.map((a) => a.type)).toContain('sign-in-failed');
    const known = await db
      .selectFrom('known_devices')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(data.knownDevices).toHaveLength(known.length);
    const codesLeft = await db
      .selectFrom('totp_recovery_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    expect(data.authenticator).toMatchObject({
      enabled: true,
      recoveryCodesLeft: codesLeft.length,
    });
    expect(data.passkeys).toEqual([]);
    expect(data.relyingParties).toEqual([]);
    // Never a password hash, the authenticator's secret or its sealed form.
    const factor = await db
      .selectFrom('totp_factors')
      .select('sealed_secret')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const secretText of [user.password_hash, secret, factor.sealed_secret]) {
      expect(answer.body).not.toContain(secretText);
    }

    const page = await exportOf(token, { ...RIGHT, format: 'html', language: 'de' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Ihre Kontodaten');
    expect(page.body).toContain(email);
    expect(page.body).not.toContain(user.password_hash);
    const arabic = await exportOf(token, { ...RIGHT, format: 'html', language: 'ar' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');

    // DATA_EXPORT_MAX_PER_DAY (3): the fourth export in a day is refused.
    const fourth = await exportOf(token, { ...RIGHT, format: 'json' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 42900 });
  });

  it('refuses without a proof (40072) or with a wrong one (30916), and unsigned (40100)', async () => {
    const email = uniqueEmail('exportno');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    expect((await exportOf(token, { format: 'json' })).json()).toMatchObject({ code: 40072 });
    expect(
      (await exportOf(token, { currentPassword: 'Wrong-pass9', format: 'json' })).json(),
    ).toMatchObject({ code: 30916 });
    const unsigned = await suite.app.inject({
      method: 'POST',
      url: paths.dataExport,
      payload: { ...RIGHT, format: 'json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const counted = await suite.database.db
      .selectFrom('data_exports')
      .innerJoin('users', 'users.id', 'data_exports.user_id')
      .select('users.email')
      .where('users.email', '=', email)
      .execute();
    expect(counted).toEqual([]);
  });
});
