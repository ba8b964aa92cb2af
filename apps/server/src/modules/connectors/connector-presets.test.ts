import { decodeJwt, decodeProtectedHeader, exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALLBACK,
  connector,
  connectorSuite,
  REGISTRATION,
  upstreamStandIn,
} from '#testing/connector-suite.ts';
import type { TestBrowser } from '#testing/oidc-browser.ts';
import { databases, registerUser, uniqueEmail } from '#testing/test-app.ts';
import type { UpstreamPreset } from '#testing/upstream-provider.ts';

const TEAM_ID = 'TEAM123456';
const KEY_ID = 'KEY7654321';

/**
 * The Google, Microsoft and Apple presets (decision 056), each against a stand-in: a real
 * oidc-provider instance configured as that provider answers (stated in
 * testing/upstream-provider.ts: Google's e-mail claims in the id_token; Microsoft's `email`
 * without `email_verified`, vouched for only by `xms_edov`; Apple's form_post with `user` on the
 * first consent only, no userinfo, "true" as a string, and an ES256 JWT as the client secret).
 */
describe.each(databases)('connector presets on %s', (kind) => {
  let appleKey = '';
  let strangerKey = '';
  let teamPublicKey = '';
  beforeAll(async () => {
    const team = await generateKeyPair('ES256', { extractable: true });
    const stranger = await generateKeyPair('ES256', { extractable: true });
    appleKey = await exportPKCS8(team.privateKey);
    strangerKey = await exportPKCS8(stranger.privateKey);
    teamPublicKey = await exportSPKI(team.publicKey);
  });
  const standIn = (preset: Exclude<UpstreamPreset, 'oidc'>) =>
    upstreamStandIn({
      clientId: `${preset}-client`,
      clientSecret: `${preset}-secret`,
      preset,
      appleTeam: { teamId: TEAM_ID, keyId: KEY_ID, publicKey: teamPublicKey },
    });
  const { suite, standIns, newBrowser, post, grant, connectorOf, startPath, roundTrip, callBack } =
    connectorSuite(kind, {
      standIns: async () => ({
        google: await standIn('google'),
        microsoft: await standIn('microsoft'),
        apple: await standIn('apple'),
      }),
      connectors: ({ google, microsoft, apple }) => [
        {
          slug: 'google',
          kind: 'google',
          name: 'Google',
          issuer: google.issuer,
          clientId: 'google-client',
          clientSecret: 'google-secret',
        },
        {
          slug: 'microsoft',
          kind: 'microsoft',
          name: 'Microsoft',
          issuer: microsoft.issuer,
          clientId: 'microsoft-client',
          clientSecret: 'microsoft-secret',
        },
        {
          slug: 'apple',
          kind: 'apple',
          name: 'Apple',
          issuer: apple.issuer,
          clientId: 'apple-client',
          clientSecret: appleKey,
          teamId: TEAM_ID,
          keyId: KEY_ID,
        },
        {
          slug: 'apple-wrong-key',
          kind: 'apple',
          name: 'Apple (another key)',
          issuer: apple.issuer,
          clientId: 'apple-client',
          clientSecret: strangerKey,
          teamId: TEAM_ID,
          keyId: KEY_ID,
        },
      ],
    });

  /** Start, answer upstream as `login`: the authorization URL and the upstream's answer. */
  const signInAt = async (from: TestBrowser, slug: string, login: string) =>
    roundTrip(from, await startPath(slug), { login });

  const outcomeOf = async (
    browser: TestBrowser,
    location: string | undefined,
  ): Promise<{
    error?: string | null;
    ticket?: string;
    outcome?: string;
    email?: string | null;
    needsEmail?: boolean;
  }> => {
    const url = new URL(location ?? '');
    const ticket = url.searchParams.get('connector_ticket');
    if (ticket === null) return { error: url.searchParams.get('connector_error') };
    const described = await post(browser, connector.connectorTicket, { ticket });
    return {
      ticket,
      ...described.json<{ data: { outcome: string; email: string | null } }>().data,
    };
  };

  const registerAndSignIn = async (browser: TestBrowser, ticket: string) => {
    const registered = await post(browser, connector.connectorRegister, {
      ticket,
      ...REGISTRATION,
    });
    expect(registered.statusCode).toBe(200);
    return grant(browser, ticket);
  };

  const linksOf = async (subject: string) =>
    suite.database.db
      .selectFrom('connector_identities')
      .select(['email', 'email_verified'])
      .where('subject', '=', subject)
      .execute();

  it('lists the presets by kind, each with its own stored settings', async () => {
    expect((await connectorOf('google')).kind).toBe('google');
    expect((await connectorOf('microsoft')).kind).toBe('microsoft');
    expect((await connectorOf('apple')).kind).toBe('apple');
    const apple = await suite.database.db
      .selectFrom('connectors')
      .select(['options', 'scopes', 'client_secret_sealed'])
      .where('slug', '=', 'apple')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(apple.options)).toEqual({ teamId: TEAM_ID, keyId: KEY_ID });
    expect(apple.scopes).toBe('openid name email');
    expect(apple.client_secret_sealed).not.toContain('PRIVATE KEY');
  });

  it('Google: the verified address from the id_token registers a new person', async () => {
    const email = uniqueEmail('google');
    const sub = `g-${Math.random().toString(36).slice(2)}`;
    standIns.google.addAccount({ sub, email, email_verified: true, name: 'G Person' });
    const browser = newBrowser();
    const { authorization, answer } = await signInAt(browser, 'google', sub);
    expect(authorization.searchParams.get('scope')).toBe('openid email profile');
    expect(authorization.searchParams.get('response_mode')).toBeNull();
    expect(answer.method).toBe('GET');
    const outcome = await outcomeOf(browser, (await callBack(browser, answer)).location);
    expect(outcome).toMatchObject({ outcome: 'register', email });
    expect((await registerAndSignIn(browser, outcome.ticket ?? '')).statusCode).toBe(200);
    expect(await linksOf(sub)).toEqual([{ email, email_verified: true }]);
  });

  it('Microsoft: an address is verified only with xms_edov; an unverified one is never matched', async () => {
    const verified = uniqueEmail('ms-verified');
    const sub = `m-${Math.random().toString(36).slice(2)}`;
    standIns.microsoft.addAccount({ sub, email: verified, xms_edov: true });
    const browser = newBrowser();
    const { answer } = await signInAt(browser, 'microsoft', sub);
    const outcome = await outcomeOf(browser, (await callBack(browser, answer)).location);
    expect(outcome).toMatchObject({ outcome: 'register', email: verified, needsEmail: false });

    // Someone's directory entry names an address of an existing account, without xms_edov.
    const victim = uniqueEmail('ms-victim');
    await registerUser(suite.app, victim);
    const intruder = `m-${Math.random().toString(36).slice(2)}`;
    standIns.microsoft.addAccount({ sub: intruder, email: victim });
    const other = newBrowser();
    const second = await signInAt(other, 'microsoft', intruder);
    const refused = await outcomeOf(other, (await callBack(other, second.answer)).location);
    // Never matched: the person must give and prove an address, or prove an account (decision 056).
    expect(refused).toMatchObject({ outcome: 'register', needsEmail: true, email: null });
    expect(await linksOf(intruder)).toEqual([]);
  });

  it('Apple: form_post, an ES256 client secret, and the user field only on the first consent', async () => {
    const email = uniqueEmail('apple');
    const sub = `a-${Math.random().toString(36).slice(2)}`;
    standIns.apple.addAccount({ sub, email, email_verified: true, name: 'Apple' });
    const browser = newBrowser();
    const { authorization, answer } = await signInAt(browser, 'apple', sub);
    expect(authorization.searchParams.get('response_mode')).toBe('form_post');
    expect(authorization.searchParams.get('scope')).toBe('openid name email');
    expect(answer.method).toBe('POST');
    if (answer.method !== 'POST') return;
    expect(answer.url).toBe(CALLBACK);
    expect(JSON.parse(answer.form.user ?? '{}')).toMatchObject({
      email,
      name: { firstName: 'Apple' },
    });
    const callback = await callBack(browser, answer);
    expect(callback.status).toBe(303);
    const outcome = await outcomeOf(browser, callback.location);
    expect(outcome).toMatchObject({ outcome: 'register', email });
    // The client secret was a short-lived ES256 JWT of the team's key, for this client.
    const secret = standIns.apple.clientSecrets.at(-1) ?? '';
    expect(decodeProtectedHeader(secret)).toMatchObject({ alg: 'ES256', kid: KEY_ID });
    const claims = decodeJwt(secret);
    expect(claims).toMatchObject({ iss: TEAM_ID, sub: 'apple-client', aud: standIns.apple.issuer });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(300);
    expect((await registerAndSignIn(browser, outcome.ticket ?? '')).statusCode).toBe(200);
    expect(await linksOf(sub)).toEqual([{ email, email_verified: true }]);
    // No name is kept (decision 050): the account has none and the link only the address.

    // The second sign-in: the form has no `user` field, and it signs in all the same.
    const again = newBrowser();
    const second = await signInAt(again, 'apple', sub);
    expect(second.answer.method).toBe('POST');
    if (second.answer.method !== 'POST') return;
    expect(second.answer.form.user).toBeUndefined();
    const back = await outcomeOf(again, (await callBack(again, second.answer)).location);
    expect(back).toMatchObject({ outcome: 'sign-in' });
    expect((await grant(again, back.ticket ?? '')).statusCode).toBe(200);
    expect(standIns.apple.appleUsers).toHaveLength(1);
  });

  it('Apple: a client secret signed with another key is refused upstream and lands on the error screen', async () => {
    const sub = `a-${Math.random().toString(36).slice(2)}`;
    standIns.apple.addAccount({ sub, email: uniqueEmail('apple-x'), email_verified: true });
    const browser = newBrowser();
    const { answer } = await signInAt(browser, 'apple-wrong-key', sub);
    const callback = await callBack(browser, answer);
    expect(await outcomeOf(browser, callback.location)).toEqual({ error: 'upstream' });
    expect(await linksOf(sub)).toEqual([]);
  });
});
