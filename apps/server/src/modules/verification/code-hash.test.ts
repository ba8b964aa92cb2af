import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import {
  createTestApp,
  databases,
  latestCode,
  paths,
  registrationBody,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const SECRET = 'a-key-encryption-secret-of-at-least-32-characters';
const OTHER_SECRET = 'another-key-encryption-secret-of-32-characters-or-more';

/** The unkeyed hash codes were stored with before issue 19 (Low 1). */
const unkeyed = (destination: string, code: string) =>
  createHash('sha256').update(`000000\nregister\n${destination}\n${code}`, 'utf8').digest('hex');

describe.each(databases)('verification codes stored with a keyed hash on %s', (kind) => {
  const suite = appSuite(kind, { KEY_ENCRYPTION_SECRET: SECRET });

  const sendCode = (target: App, email: string) =>
    target.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
  const register = (target: App, email: string, code: string) =>
    target.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: registrationBody(email, code),
    });
  const storedHash = async (email: string) =>
    (
      await suite.database.db
        .selectFrom('verification_codes')
        .select('code_hash')
        .where('destination', '=', email)
        .executeTakeFirstOrThrow()
    ).code_hash;

  it('a read of the database does not give the code: no unkeyed hash of any 6 digits matches', async () => {
    const email = uniqueEmail('hmac');
    expect((await sendCode(suite.app, email)).statusCode).toBe(200);
    const code = await latestCode(suite.app, email);
    const stored = await storedHash(email);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(unkeyed(email, code));
    // What an attacker with the row would try: every code under the old, unkeyed scheme.
    let found: string | undefined;
    for (let n = 0; n < 1_000_000 && found === undefined; n += 1) {
      const candidate = String(n).padStart(6, '0');
      if (unkeyed(email, candidate) === stored) found = candidate;
    }
    expect(found).toBeUndefined();
    // The code itself still works.
    expect((await register(suite.app, email, code)).statusCode).toBe(200);
  });

  it('every instance with the same KEY_ENCRYPTION_SECRET checks the code; another secret does not', async () => {
    const email = uniqueEmail('hmac-instances');
    expect((await sendCode(suite.app, email)).statusCode).toBe(200);
    const code = await latestCode(suite.app, email);
    const other = await createTestApp(suite.database, { KEY_ENCRYPTION_SECRET: OTHER_SECRET });
    try {
      const refused = await register(other.app, email, code);
      expect(refused.json()).toMatchObject({ code: 11000 });
    } finally {
      await other.app.close();
    }
    const same = await createTestApp(suite.database, { KEY_ENCRYPTION_SECRET: SECRET });
    try {
      const registered = await register(same.app, email, code);
      expect(registered.statusCode, registered.body).toBe(200);
    } finally {
      await same.app.close();
    }
  });
});
