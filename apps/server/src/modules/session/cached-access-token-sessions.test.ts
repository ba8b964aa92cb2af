import { DEFAULT_TENANT_ID } from '@account-centre/contract';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '#lib/secrets.ts';
import { AuthRepo } from '#modules/auth/auth.repo.ts';
import type { UserRow } from '#modules/user/user.repo.ts';
import type { AccessTokenSessions } from '#modules/session/access-token-sessions.port.ts';
import { CachedAccessTokenSessions } from '#modules/session/cached-access-token-sessions.ts';
import { appSuite } from '#testing/app-suite.ts';
import {
  AUTH_HEADER,
  CLIENT_ID,
  databases,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
} from '#testing/test-app.ts';

/**
 * Decision 068: on the embedded PGlite a signed-in call reads its session from memory between
 * writes. Through the real repo on a real PGlite: what is answered from memory, and that no write
 * and no expiry is ever missed.
 */
describe('the sessions of access tokens, kept between writes (PGlite)', () => {
  const suite = appSuite('pglite');
  let repo: AuthRepo;

  beforeAll(() => {
    repo = new AuthRepo(suite.database.db);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const writes = () => {
    const clock = suite.database.writes;
    if (!clock) throw new Error('a PGlite database has a write clock');
    return clock;
  };

  /** A new account's access token, and its hash as the repo looks it up. */
  async function signedIn(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const token = (await signIn(suite.app, email)).access_token;
    return { email, hash: hashToken(token) };
  }

  /** The web client's lookups of a token of the default tenant, by its hash. */
  const withUser = (sessions: AccessTokenSessions<UserRow>, hash: string) =>
    sessions.findSessionAndUserByAccessToken(hash, DEFAULT_TENANT_ID, CLIENT_ID);
  const sessionOf = (sessions: AccessTokenSessions<UserRow>, hash: string) =>
    sessions.findSessionByAccessToken(hash, DEFAULT_TENANT_ID, CLIENT_ID);

  function cached(capacity?: number) {
    return new CachedAccessTokenSessions({
      sessions: repo,
      writes: writes(),
      ...(capacity === undefined ? {} : { capacity }),
    });
  }

  it('answers from memory while nothing is written, and reads again after any write', async () => {
    const { email, hash } = await signedIn('cache-hit');
    const sessions = cached();
    const reads = vi.spyOn(repo, 'findSessionAndUserByAccessToken');

    const first = await withUser(sessions, hash);
    expect(first?.user.email).toBe(email);
    const again = await withUser(sessions, hash);
    const session = await sessionOf(sessions, hash);
    expect(again).toBe(first);
    expect(session).toEqual(first?.session);
    expect(reads).toHaveBeenCalledTimes(1);
    // The same objects answer every caller: none can change them for the next.
    expect(Object.isFrozen(first?.user)).toBe(true);
    expect(Object.isFrozen(first?.session)).toBe(true);

    // A write that has nothing to do with this account still counts.
    await signedIn('cache-other');
    const afterWrite = await withUser(sessions, hash);
    expect(afterWrite).toEqual(first);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('sees a revocation, a changed account and a deleted token at once, however they are written', async () => {
    const { hash } = await signedIn('cache-revoke');
    const sessions = cached();
    const found = await withUser(sessions, hash);
    if (!found) throw new Error('signed in');

    const email = uniqueEmail('cache-changed');
    await suite.database.db
      .updateTable('users')
      .set({ email })
      .where('id', '=', found.user.id)
      .execute();
    const changed = await withUser(sessions, hash);
    expect(changed?.user.email).toBe(email);

    await sql`UPDATE sessions SET revoked_at = now() WHERE id = ${found.session.sessionId}`.execute(
      suite.database.db,
    );
    expect(await withUser(sessions, hash)).toBeUndefined();
    expect(await sessionOf(sessions, hash)).toBeUndefined();

    const other = await signedIn('cache-deleted');
    await sessionOf(sessions, other.hash);
    await suite.database.db
      .deleteFrom('access_tokens')
      .where('token_hash', '=', other.hash)
      .execute();
    expect(await sessionOf(sessions, other.hash)).toBeUndefined();
  });

  it('never keeps what it read while a write came in between', async () => {
    const { hash } = await signedIn('cache-race');
    let revoked = false;
    // The repo's read, then a revocation and another call of the cache (which sees the write)
    // before the answer reaches the cache.
    const sessions: CachedAccessTokenSessions<UserRow> = new CachedAccessTokenSessions({
      sessions: {
        findSessionByAccessToken: () => Promise.reject(new Error('not used')),
        findSessionAndUserByAccessToken: async (...args) => {
          const read = await repo.findSessionAndUserByAccessToken(...args);
          if (read && !revoked) {
            revoked = true;
            await sql`UPDATE sessions SET revoked_at = now() WHERE id = ${read.session.sessionId}`.execute(
              suite.database.db,
            );
            expect(await sessionOf(sessions, hashToken('another call'))).toBeUndefined();
          }
          return read;
        },
      },
      writes: writes(),
    });
    // The read that raced the revocation answers what it read (as without a cache)…
    expect(await withUser(sessions, hash)).toBeDefined();
    // …but the next call reads again and is refused.
    expect(await withUser(sessions, hash)).toBeUndefined();
  });

  it('refuses a token from the moment it expires, with nothing written since', async () => {
    const { hash } = await signedIn('cache-expiry');
    await sql`UPDATE access_tokens SET expires_at = now() + interval '3 seconds' WHERE token_hash = ${hash}`.execute(
      suite.database.db,
    );
    const sessions = cached();
    const found = await withUser(sessions, hash);
    if (!found) throw new Error('the token lives three more seconds');
    const clock = writes().now;
    await new Promise((resolve) =>
      setTimeout(resolve, found.tokenExpiresAt.getTime() - Date.now() + 20),
    );
    expect(writes().now).toBe(clock);
    expect(await withUser(sessions, hash)).toBeUndefined();
  });

  it('keeps no unknown token, so made-up ones cannot push a live session out', async () => {
    const { hash } = await signedIn('cache-flood');
    const sessions = cached(1);
    const reads = vi.spyOn(repo, 'findSessionAndUserByAccessToken');
    await sessionOf(sessions, hash);
    for (const madeUp of ['a', 'b', 'c']) {
      expect(await sessionOf(sessions, hashToken(madeUp))).toBeUndefined();
    }
    // Another tenant's or client's lookup of the same token is its own, and finds nothing.
    expect(
      await sessions.findSessionByAccessToken(hash, 'other-tenant', CLIENT_ID),
    ).toBeUndefined();
    expect(
      await sessions.findSessionByAccessToken(hash, DEFAULT_TENANT_ID, 'aurora-shop'),
    ).toBeUndefined();
    expect(await sessionOf(sessions, hash)).toBeDefined();
    expect(reads).toHaveBeenCalledTimes(6);
  });
});

/** The same through the app, on both databases (PostgreSQL reads every time). */
describe.each(databases)('a signed-in call after a write on %s', (kind) => {
  const suite = appSuite(kind);

  const userInfo = (token: string) =>
    suite.app.inject({ method: 'GET', url: paths.userInfo, headers: { [AUTH_HEADER]: token } });

  it('answers the account as it is now, and refuses a session revoked a moment ago', async () => {
    const email = uniqueEmail('cache-app');
    await registerUser(suite.app, email);
    const token = (await signIn(suite.app, email)).access_token;
    expect((await userInfo(token)).json()).toMatchObject({ data: { email } });
    expect((await userInfo(token)).statusCode).toBe(200);

    const moved = uniqueEmail('cache-app-moved');
    await suite.database.db
      .updateTable('users')
      .set({ email: moved })
      .where('email', '=', email)
      .execute();
    expect((await userInfo(token)).json()).toMatchObject({ data: { email: moved } });

    await suite.database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('access_tokens')
          .select('session_id')
          .where('token_hash', '=', hashToken(token)),
      )
      .execute();
    const refused = await userInfo(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 40100 });
  });
});
