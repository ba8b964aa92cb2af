import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  databases,
  registerUser,
  signIn,
  testConfig,
  tokenCall,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const DAY = 24 * 60 * 60;

/** Issue 19 (Low 2), ASVS 7.3.2: refresh keeps a session alive at most so long after its sign-in. */
describe.each(databases)('absolute session lifetime on %s', (kind) => {
  const suite = appSuite(kind);

  /** A new account signed in; its sign-in moved `ageSeconds` into the past. */
  async function sessionSignedInAgo(ageSeconds: number) {
    const email = uniqueEmail('lifetime');
    await registerUser(suite.app, email);
    const tokens = await signIn(suite.app, email);
    await suite.database.db
      .updateTable('sessions')
      .set({ authenticated_at: sql<Date>`now() - make_interval(secs => ${ageSeconds})` })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .execute();
    return tokens;
  }

  const refresh = (refreshToken: string) =>
    tokenCall(suite.app, { grant_type: 'refresh_token', refresh_token: refreshToken });

  it('is 90 days unless configured', () => {
    expect(testConfig().sessionMaxLifetimeSeconds).toBe(90 * DAY);
    expect(testConfig({ SESSION_MAX_LIFETIME_SECONDS: '3600' }).sessionMaxLifetimeSeconds).toBe(
      3600,
    );
    expect(() => testConfig({ SESSION_MAX_LIFETIME_SECONDS: '0' })).toThrow(
      /SESSION_MAX_LIFETIME_SECONDS/,
    );
  });

  it('refreshes a session signed in 89 days ago, however often it was refreshed', async () => {
    const tokens = await sessionSignedInAgo(89 * DAY);
    let refreshToken = tokens.refresh_token;
    for (let round = 0; round < 2; round += 1) {
      const refreshed = await refresh(refreshToken);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      refreshToken = (refreshed.json() as { refresh_token: string }).refresh_token;
    }
  });

  it('refuses refresh (40102) once the sign-in is 90 days old, and keeps the token unused', async () => {
    const tokens = await sessionSignedInAgo(90 * DAY + 60);
    const refused = await refresh(tokens.refresh_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 40102 });
    const rows = await suite.database.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select(['refresh_tokens.used_at', 'sessions.id'])
      .where('sessions.authenticated_at', '<', sql<Date>`now() - interval '90 days'`)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.used_at === null)).toBe(true);
  });

  it('counts from the sign-in, not from the refresh token: SESSION_MAX_LIFETIME_SECONDS', async () => {
    const short = await createTestApp(suite.database, { SESSION_MAX_LIFETIME_SECONDS: '3600' });
    try {
      const email = uniqueEmail('lifetime-short');
      await registerUser(short.app, email);
      const tokens = await signIn(short.app, email);
      const fresh = await tokenCall(short.app, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      const next = (fresh.json() as { refresh_token: string }).refresh_token;
      await suite.database.db
        .updateTable('sessions')
        .set({ authenticated_at: sql<Date>`now() - interval '61 minutes'` })
        .where('user_id', '=', (eb) =>
          eb.selectFrom('users').select('id').where('email', '=', email),
        )
        .execute();
      const late = await tokenCall(short.app, { grant_type: 'refresh_token', refresh_token: next });
      expect(late.json()).toMatchObject({ code: 40102 });
    } finally {
      await short.app.close();
    }
  });
});
