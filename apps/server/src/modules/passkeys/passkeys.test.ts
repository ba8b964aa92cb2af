import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  databases,
  paths,
  registerUser,
  signIn,
  tokenCall,
  tokenWorks,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';
import { SoftAuthenticator } from '#testing/soft-authenticator.ts';

/** The step-up proof adding a passkey needs (decision 038). */
const PROOF = { currentPassword: VALID_PASSWORD };

interface Options {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  excludeCredentials?: { id: string }[];
  allowCredentials?: unknown[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
}
interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

/** Issue 24 item 1: passkeys (WebAuthn) added on Home and used to sign in (decision 034). */
describe.each(databases)('passkeys on %s', (kind) => {
  const suite = appSuite(kind);

  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    suite.app.inject({
      method,
      url,
      headers: { ...(token === undefined ? {} : { [AUTH_HEADER]: token }), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const registrationOptions = async (token: string) => {
    // The step-up proof (decision 038): the account's password.
    const response = await call('POST', paths.passkeyRegisterOptions, token, PROOF);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Options }>().data;
  };
  const signInOptions = async (headers: Record<string, string> = {}) => {
    const response = await call('POST', paths.passkeySignInOptions, undefined, {}, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Options }>().data;
  };
  const listOf = async (token: string) => {
    const response = await call('GET', paths.passkeys, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { passkeys: PasskeyView[] } }>().data.passkeys;
  };
  const passkeyGrant = (credential: object, tenantId?: string) =>
    tokenCall(
      suite.app,
      { grant_type: 'passkey', credential: JSON.stringify(credential) },
      tenantId === undefined ? {} : { tenantId },
    );
  /** A new account with one passkey: its e-mail, token, authenticator and credential. */
  const withPasskey = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(token);
    const { credential, json } = authenticator.create(options);
    const added = await call('POST', paths.passkeyRegister, token, {
      credential: json,
      name: 'My laptop',
    });
    expect(added.statusCode, added.body).toBe(200);
    const passkey = added.json<{ data: { passkey: PasskeyView } }>().data.passkey;
    return { email, token, authenticator, credential, passkey };
  };
  const activityTypes = async (token: string) =>
    (await call('GET', paths.activity, token))
      .json<{ data: { events: { type: string }[] } }>()
      .data.events.map((event) => event.type);

  it('adds a passkey after a recent sign-in and signs in with it: a full sign-in', async () => {
    const email = uniqueEmail('pk.add');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const options = await registrationOptions(token);
    expect(options.rp).toMatchObject({ id: 'localhost', name: 'Aurora' });
    expect(options.user.name).toBe(email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const authenticator = new SoftAuthenticator();
    const { credential, json } = authenticator.create(options);
    const added = await call('POST', paths.passkeyRegister, token, {
      credential: json,
      name: '  Work laptop  ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    const list = await listOf(token);
    expect(list).toEqual([
      expect.objectContaining({ name: 'Work laptop', lastUsedAt: null, backedUp: true }),
    ]);
    const stored = await suite.database.db
      .selectFrom('passkeys')
      .select(['device_type', 'backed_up', 'counter'])
      .where('credential_id', '=', json.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ device_type: 'multiDevice', backed_up: true });

    // The next registration options exclude it (the browser will not create it twice).
    expect((await registrationOptions(token)).excludeCredentials).toEqual([
      expect.objectContaining({ id: json.id }),
    ]);

    // Sign-in: options name no account; the answer becomes a session.
    const request = await signInOptions();
    expect(request.allowCredentials ?? []).toEqual([]);
    const signedIn = await passkeyGrant(authenticator.get(credential, request));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tokens = signedIn.json<{ access_token: string; refresh_token: string }>();
    expect(await tokenWorks(suite.app, tokens.access_token)).toBe(true);
    // A full sign-in: the session counts as recent, so it may add another passkey right away.
    await registrationOptions(tokens.access_token);
    const [used] = await listOf(tokens.access_token);
    expect(used?.lastUsedAt).not.toBeNull();
    expect(await activityTypes(tokens.access_token)).toEqual(
      expect.arrayContaining(['passkey-added', 'sign-in']),
    );
  });

  it('a passkey sign-in asks for neither the double check nor the authenticator app', async () => {
    const { email, token, authenticator, credential } = await withPasskey('pk.full');
    await suite.database.db
      .updateTable('users')
      .set({ double_check_required: true })
      .where('email', '=', email)
      .execute();
    await suite.database.db
      .insertInto('totp_factors')
      .values({
        user_id: (
          await suite.database.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).id,
        sealed_secret: 'x',
        confirmed_at: new Date(),
      })
      .execute();
    const answer = await passkeyGrant(authenticator.get(credential, await signInOptions()));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toHaveProperty('access_token');
    expect(answer.json()).not.toHaveProperty('error');
    expect(await tokenWorks(suite.app, token)).toBe(true);
  });

  it("refuses a disabled account's passkey (40320) and starts no session", async () => {
    const { email, authenticator, credential } = await withPasskey('pk.disabled');
    await suite.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('email', '=', email)
      .execute();
    const sessionsBefore = await suite.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await passkeyGrant(authenticator.get(credential, await signInOptions()));
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toMatchObject({ code: 40320 });
    const sessionsAfter = await suite.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sessionsAfter.n)).toBe(Number(sessionsBefore.n));
  });

  it('refuses a forged assertion, a replayed challenge and a wrong origin or relying party', async () => {
    const { token, authenticator, credential } = await withPasskey('pk.bad');
    const before = await listOf(token);

    // Forged: the signature of another key.
    const other = new SoftAuthenticator().create(await registrationOptions(token)).credential;
    const forged = authenticator.get(
      { ...credential, privateKey: other.privateKey },
      await signInOptions(),
    );
    expect((await passkeyGrant(forged)).json()).toMatchObject({ code: 40070 });

    // A tampered authenticator data (flags changed after signing).
    const honest = authenticator.get(credential, await signInOptions());
    const data = Buffer.from(honest.response.authenticatorData, 'base64url');
    data[32] = (data[32] ?? 0) & ~0x04;
    const tampered = {
      ...honest,
      response: { ...honest.response, authenticatorData: data.toString('base64url') },
    };
    expect((await passkeyGrant(tampered)).json()).toMatchObject({ code: 40070 });

    // Replayed: a good answer works once; the same answer again is refused.
    const good = authenticator.get(credential, await signInOptions());
    expect((await passkeyGrant(good)).statusCode).toBe(200);
    expect((await passkeyGrant(good)).json()).toMatchObject({ code: 40070 });
    // A challenge never issued, and one already used by a refused answer.
    const made = authenticator.get(credential, { challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' });
    expect((await passkeyGrant(made)).json()).toMatchObject({ code: 40070 });
    const burnt = await signInOptions();
    expect((await passkeyGrant({ ...forged, response: { ...forged.response } })).statusCode).toBe(
      400,
    );
    await passkeyGrant(authenticator.get(credential, burnt, { origin: 'https://evil.example' }));
    expect((await passkeyGrant(authenticator.get(credential, burnt))).json()).toMatchObject({
      code: 40070,
    });

    // Wrong origin; wrong relying party; no user verification.
    for (const settings of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const answer = authenticator.get(credential, await signInOptions(), settings);
      expect((await passkeyGrant(answer)).json(), JSON.stringify(settings)).toMatchObject({
        code: 40070,
      });
    }

    // A registration's challenge does not sign in, nor a sign-in's register.
    const registerChallenge = await registrationOptions(token);
    expect(
      (await passkeyGrant(authenticator.get(credential, registerChallenge))).json(),
    ).toMatchObject({ code: 40070 });
    const crossed = authenticator.create(
      await signInOptions().then((o) => ({
        ...o,
        rp: { id: 'localhost', name: 'x' },
        user: registerChallenge.user,
      })),
    );
    expect(
      (
        await call('POST', paths.passkeyRegister, token, { credential: crossed.json, name: 'x' })
      ).json(),
    ).toMatchObject({ code: 40070 });

    // Not JSON, malformed, unknown credential.
    expect(
      (await tokenCall(suite.app, { grant_type: 'passkey', credential: '{no' })).json(),
    ).toMatchObject({ code: 40070 });
    expect((await passkeyGrant({ id: 'x' })).json()).toMatchObject({ code: 40070 });
    const stranger = new SoftAuthenticator().create(await registrationOptions(token)).credential;
    expect(
      (await passkeyGrant(authenticator.get(stranger, await signInOptions()))).json(),
    ).toMatchObject({ code: 40070 });

    // Nothing changed: still one passkey, and the refused sign-ins are in the log.
    expect((await listOf(token)).map((p) => p.id)).toEqual(before.map((p) => p.id));
    expect(await activityTypes(token)).toContain('sign-in-failed');
  });

  it('refuses a registration with a wrong origin, without user verification or of another account', async () => {
    const email = uniqueEmail('pk.reg');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const authenticator = new SoftAuthenticator();
    const register = (json: object, as = token) =>
      call('POST', paths.passkeyRegister, as, { credential: json, name: 'Key' });

    const wrongOrigin = authenticator.create(await registrationOptions(token), {
      origin: 'https://evil.example',
    });
    expect((await register(wrongOrigin.json)).json()).toMatchObject({ code: 40070 });
    const noUv = authenticator.create(await registrationOptions(token), { userVerified: false });
    expect((await register(noUv.json)).json()).toMatchObject({ code: 40070 });
    const wrongRp = authenticator.create(await registrationOptions(token), {
      rpId: 'evil.example',
    });
    expect((await register(wrongRp.json)).json()).toMatchObject({ code: 40070 });

    // Another account's challenge, answered from this one's session.
    const otherEmail = uniqueEmail('pk.reg.other');
    await registerUser(suite.app, otherEmail);
    const other = await signIn(suite.app, otherEmail);
    const theirs = authenticator.create(await registrationOptions(other.access_token));
    expect((await register(theirs.json)).json()).toMatchObject({ code: 40070 });
    // Used up by that refusal: its owner cannot use it either.
    expect((await register(theirs.json, other.access_token)).json()).toMatchObject({
      code: 40070,
    });

    // The same credential twice: the second is refused.
    const once = authenticator.create(await registrationOptions(token));
    expect((await register(once.json)).statusCode).toBe(200);
    const again = await registrationOptions(token);
    const duplicate = authenticator.create(again, { credentialId: once.credential.id }).json;
    // An answer naming another credential than the one it attests.
    const mismatched = authenticator.create(await registrationOptions(token));
    expect(
      (await register({ ...mismatched.json, id: once.json.id, rawId: once.json.rawId })).json(),
    ).toMatchObject({ code: 40070 });
    expect((await register(duplicate)).json()).toMatchObject({ code: 40070 });

    // Without a recent sign-in: 40071 for the options and the answer.
    await suite.database.db
      .updateTable('sessions')
      .set({ authenticated_at: sql<Date>`now() - interval '1 hour'` })
      .execute();
    expect((await call('POST', paths.passkeyRegisterOptions, token, PROOF)).json()).toMatchObject({
      code: 40071,
    });
    expect((await register(authenticator.create(again).json)).json()).toMatchObject({
      code: 40071,
    });
    expect(await listOf(token)).toHaveLength(1);
    expect(await listOf(other.access_token)).toHaveLength(0);
  });

  it("refuses another tenant's passkey and challenge", async () => {
    const { authenticator, credential } = await withPasskey('pk.tenant');
    // The passkey of a tenant-000000 account, with a challenge of tenant 000002.
    const foreign = await signInOptions({ 'tenant-id': '000002' });
    expect(
      (await passkeyGrant(authenticator.get(credential, foreign), '000002')).json(),
    ).toMatchObject({ code: 40070 });
    // A challenge of tenant 000002 answered in tenant 000000.
    const crossed = await signInOptions({ 'tenant-id': '000002' });
    expect((await passkeyGrant(authenticator.get(credential, crossed))).json()).toMatchObject({
      code: 40070,
    });
    // The right tenant works.
    expect(
      (await passkeyGrant(authenticator.get(credential, await signInOptions()))).statusCode,
    ).toBe(200);
  });

  it('renames and removes; a removed passkey signs in no more; refusals change nothing', async () => {
    const { token, authenticator, credential, passkey } = await withPasskey('pk.manage');
    const rename = (id: string, name: unknown, as = token) =>
      call('POST', paths.passkeyRename, as, { id, name });

    const renamed = await rename(passkey.id, ' Phone ');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ data: { passkey: { id: passkey.id, name: 'Phone' } } });
    for (const bad of ['', '   ', 'x'.repeat(65), 42]) {
      const refused = await rename(passkey.id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ code: number }>().code).toBe(40000);
    }
    expect(
      (await call('POST', paths.passkeyRename, token, { id: 'nope', name: 'a' })).statusCode,
    ).toBe(400);
    expect((await rename('00000000-0000-4000-8000-000000000000', 'a')).json()).toMatchObject({
      code: 40401,
    });
    // Another account cannot rename or remove it.
    const otherEmail = uniqueEmail('pk.manage.other');
    await registerUser(suite.app, otherEmail);
    const other = await signIn(suite.app, otherEmail);
    expect((await rename(passkey.id, 'Mine', other.access_token)).json()).toMatchObject({
      code: 40401,
    });
    const theirRemove = await call('POST', paths.passkeyRemove, other.access_token, {
      id: passkey.id,
    });
    expect(theirRemove.json()).toMatchObject({ code: 40401 });
    expect(await listOf(token)).toEqual([expect.objectContaining({ name: 'Phone' })]);

    const removed = await call('POST', paths.passkeyRemove, token, { id: passkey.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listOf(token)).toEqual([]);
    expect(await activityTypes(token)).toContain('passkey-removed');
    expect(
      (await call('POST', paths.passkeyRemove, token, { id: passkey.id })).json(),
    ).toMatchObject({ code: 40401 });
    expect(
      (await passkeyGrant(authenticator.get(credential, await signInOptions()))).json(),
    ).toMatchObject({ code: 40070 });
  });

  it('needs a first-party session for the account calls', async () => {
    for (const [method, url] of [
      ['GET', paths.passkeys],
      ['POST', paths.passkeyRegisterOptions],
      ['POST', paths.passkeyRegister],
      ['POST', paths.passkeyRename],
      ['POST', paths.passkeyRemove],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
    }
  });
});

/** PASSKEY_RP_ID / PASSKEY_ORIGINS: the relying party of each brand host (decision 034). */
describe('passkeys with configured relying parties', () => {
  const suite = appSuite('pglite', {
    PASSKEY_RP_ID: 'example.com,nova.example',
    PASSKEY_ORIGINS: 'https://id.example.com,https://nova.example',
  });
  const optionsFor = (host: string) =>
    suite.app.inject({
      method: 'POST',
      url: paths.passkeySignInOptions,
      headers: { host },
      payload: {},
    });

  it('takes the id its host lies under and accepts only that id’s origins', async () => {
    const first = await optionsFor('id.example.com');
    expect(first.json()).toMatchObject({ data: { rpId: 'example.com' } });
    expect((await optionsFor('nova.example')).json()).toMatchObject({
      data: { rpId: 'nova.example' },
    });
    // A host under no configured id cannot use passkeys.
    expect((await optionsFor('localhost')).json()).toMatchObject({ code: 40070 });

    const email = uniqueEmail('pk.rp');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const headers = { host: 'id.example.com', [AUTH_HEADER]: token };
    const options = await suite.app.inject({
      method: 'POST',
      url: paths.passkeyRegisterOptions,
      headers,
      payload: PROOF,
    });
    const data = options.json<{ data: Options }>().data;
    expect(data.rp.id).toBe('example.com');
    // The configured origin is accepted; the request's own (http://id.example.com) is not.
    const register = (origin: string) =>
      suite.app.inject({
        method: 'POST',
        url: paths.passkeyRegister,
        headers,
        payload: { credential: new SoftAuthenticator(origin).create(data).json, name: 'Key' },
      });
    expect((await register('http://id.example.com')).json()).toMatchObject({ code: 40070 });
    const again = await suite.app.inject({
      method: 'POST',
      url: paths.passkeyRegisterOptions,
      headers,
      payload: PROOF,
    });
    const ok = await suite.app.inject({
      method: 'POST',
      url: paths.passkeyRegister,
      headers,
      payload: {
        credential: new SoftAuthenticator('https://id.example.com').create(
          again.json<{ data: Options }>().data,
        ).json,
        name: 'Key',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

/**
 * Decision 041: with PostgreSQL the relying party never comes from the request's Host (unset
 * PASSKEY_RP_ID / PASSKEY_ORIGINS are derived from OIDC_ISSUER and the brand hosts), and a 40070
 * answers the catalogue's text only, its reason logged.
 */
describe.each(databases)('passkeys on the production configuration on %s', (kind) => {
  const lines: string[] = [];
  const suite = appSuite(
    kind,
    {
      // The configuration only: the suite's database is handed to the app (test-app.ts).
      DATABASE_URL: 'postgres://db.example/ac',
      KEY_ENCRYPTION_SECRET: 'passkeys-test-key-encryption-secret-0123456789',
      OUTBOX: 'true',
      OIDC_ISSUER: 'https://id.example.com',
      SECOND_BRAND_HOSTS: 'nova.example',
      LOG_LEVEL: 'info',
    },
    { rateLimitStore: 'memory', logStream: { write: (line: string) => void lines.push(line) } },
  );
  const optionsFor = (host: string) =>
    suite.app.inject({
      method: 'POST',
      url: paths.passkeySignInOptions,
      headers: { host },
      payload: {},
    });
  const CATALOGUE_40070 = { code: 40070, msg: 'passkey invalid' };

  it('takes the relying party from OIDC_ISSUER and the brand hosts, never from Host', async () => {
    const evil = await optionsFor('evil.example');
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toEqual(CATALOGUE_40070);
    expect(evil.body).not.toContain('evil.example');
    expect((await optionsFor('id.example.com')).json()).toMatchObject({
      data: { rpId: 'id.example.com' },
    });
    expect((await optionsFor('nova.example')).json()).toMatchObject({
      data: { rpId: 'nova.example' },
    });
    expect(lines.join('\n')).toContain('no passkey relying party for this host');
  });

  it('answers 40070 with the catalogue text only; the library’s reason goes to the log', async () => {
    const email = uniqueEmail('pk.prod');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const headers = { host: 'id.example.com', [AUTH_HEADER]: token };
    const options = await suite.app.inject({
      method: 'POST',
      url: paths.passkeyRegisterOptions,
      headers,
      payload: PROOF,
    });
    expect(options.statusCode, options.body).toBe(200);
    const data = options.json<{ data: Options }>().data;
    expect(data.rp.id).toBe('id.example.com');
    // The page's origin is not the issuer's: @simplewebauthn/server explains why in English.
    const refused = await suite.app.inject({
      method: 'POST',
      url: paths.passkeyRegister,
      headers,
      payload: {
        credential: new SoftAuthenticator('https://evil.example').create(data).json,
        name: 'Key',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(CATALOGUE_40070);
    const logged = lines.filter((line) => line.includes('passkey refused')).join('\n');
    expect(logged).toMatch(/origin/i);
    expect(logged).toContain('evil.example');
  });
});
