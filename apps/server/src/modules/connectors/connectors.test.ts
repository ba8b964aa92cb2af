import { describe, expect, it } from 'vitest';
import {
  connector,
  connectorSuite,
  REGISTRATION,
  upstreamConnector,
  upstreamStandIn,
} from '#testing/connector-suite.ts';
import type { TestBrowser } from '#testing/oidc-browser.ts';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tokenCall,
  tokenWorks,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { enrolTotp, secondFactorTicket, totpCode } from '#testing/totp.ts';

const CLIENT = { clientId: 'account-centre', clientSecret: 'upstream-client-secret' };

/**
 * Decision 050 against a real upstream OpenID provider (a second oidc-provider instance with its
 * own accounts, on its own port): first sign-in registers after agreement and birth date, the
 * second finds the account, an existing address is linked only with its password, linking from
 * Home needs a step-up proof, unlinking the last way is refused, and every refused callback
 * (upstream access_denied, another browser's, replayed, forged) lands on the error screen and
 * changes nothing.
 */
describe.each(databases)('connectors on %s', (kind) => {
  const {
    suite,
    standIns,
    newBrowser,
    post,
    grant,
    connectorOf,
    startPath,
    roundTrip: startAndAnswer,
  } = connectorSuite(kind, {
    standIns: async () => ({ upstream: await upstreamStandIn(CLIENT) }),
    connectors: ({ upstream }) => [
      upstreamConnector(upstream, CLIENT),
      {
        slug: 'cn-only',
        name: 'CN only',
        issuer: upstream.issuer,
        clientId: 'x',
        countries: ['CN'],
      },
    ],
  });

  /** A person of the upstream with a verified address. */
  const person = (tag: string, email = uniqueEmail(tag)) => {
    const sub = `${tag}-${Math.random().toString(36).slice(2)}`;
    standIns.upstream.addAccount({ sub, email, email_verified: true, name: 'Test Person' });
    return { sub, email };
  };

  /** Start at the account server, answer upstream, come back: the browser and the callback URL. */
  const roundTrip = async (
    browser: TestBrowser,
    choice: { login: string } | 'cancel',
    startUrl?: string,
  ) => {
    const { authorization, answer } = await startAndAnswer(
      browser,
      startUrl ?? (await startPath('upstream', 'CN')),
      choice,
    );
    expect(authorization.href.startsWith(standIns.upstream.issuer)).toBe(true);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    return answer.url;
  };

  const ticketOf = (location: string | undefined) => {
    const ticket = new URL(location ?? '').searchParams.get('connector_ticket');
    if (ticket === null) throw new Error(`no ticket in ${String(location)}`);
    return ticket;
  };
  const errorOf = (location: string | undefined) =>
    new URL(location ?? '').searchParams.get('connector_error');

  const activity = async (token: string) =>
    (
      await suite.app.inject({
        method: 'GET',
        url: paths.activity,
        headers: { [AUTH_HEADER]: token },
      })
    ).json<{ data: { events: { type: string; connector?: string | null }[] } }>().data.events;

  const identities = async (token: string) =>
    (
      await suite.app.inject({
        method: 'GET',
        url: connector.connectorIdentities,
        headers: { [AUTH_HEADER]: token },
      })
    ).json<{
      data: { identities: { id: string; connector: { slug: string }; email: string | null }[] };
    }>().data.identities;

  const usersWith = async (email: string) =>
    (await suite.database.db.selectFrom('users').select('id').where('email', '=', email).execute())
      .length;

  /** A new person's whole first sign-in: register with agreement and birth date, then tokens. */
  const registerThroughUpstream = async (tag: string) => {
    const who = person(tag);
    const browser = newBrowser();
    const callback = await browser.request(await roundTrip(browser, { login: who.sub }));
    const ticket = ticketOf(callback.location);
    const registered = await post(browser, connector.connectorRegister, {
      ticket,
      ...REGISTRATION,
    });
    expect(registered.statusCode).toBe(200);
    const tokens = await grant(browser, ticket);
    expect(tokens.statusCode).toBe(200);
    return { ...who, browser, token: tokens.json<{ access_token: string }>().access_token };
  };

  it('lists the enabled connectors of the tenant, by country', async () => {
    const everywhere = await suite.app.inject({ method: 'GET', url: connector.connectors });
    expect(
      everywhere.json<{ data: { connectors: { slug: string; name: string }[] } }>().data.connectors,
    ).toEqual([expect.objectContaining({ slug: 'upstream', name: 'Upstream ID', kind: 'oidc' })]);
    const inChina = await suite.app.inject({
      method: 'GET',
      url: `${connector.connectors}?country=CN`,
    });
    expect(
      inChina
        .json<{ data: { connectors: { slug: string }[] } }>()
        .data.connectors.map((entry) => entry.slug),
    ).toEqual(['cn-only', 'upstream']);
    const stored = await suite.database.db
      .selectFrom('connectors')
      .select('client_secret_sealed')
      .where('slug', '=', 'upstream')
      .executeTakeFirstOrThrow();
    expect(stored.client_secret_sealed).not.toContain(CLIENT.clientSecret);
  });

  it('first sign-in registers after agreement and birth date; the second finds the account', async () => {
    const who = person('first');
    const browser = newBrowser();
    const callback = await browser.request(await roundTrip(browser, { login: who.sub }));
    expect(callback.status).toBe(303);
    const ticket = ticketOf(callback.location);
    const described = await post(browser, connector.connectorTicket, { ticket });
    expect(described.json<{ data: unknown }>().data).toEqual({
      outcome: 'register',
      connector: expect.objectContaining({ slug: 'upstream' }),
      email: who.email,
      needsEmail: false,
    });
    // The register ticket does not sign in by itself; the agreement and birth date are required.
    expect((await grant(browser, ticket)).json<{ code: number }>().code).toBe(40090);
    const noAgreement = await post(browser, connector.connectorRegister, {
      ticket,
      country: 'DE',
      birthDate: { year: 1990, month: 5, day: 17 },
      agreementAccepted: false,
    });
    expect(noAgreement.statusCode).toBe(400);
    const tooYoung = await post(browser, connector.connectorRegister, {
      ticket,
      country: 'DE',
      birthDate: { year: new Date().getFullYear() - 5, month: 1, day: 1 },
      agreementAccepted: true,
    });
    expect(tooYoung.json<{ code: number }>().code).toBe(40030);
    expect(await usersWith(who.email)).toBe(0);
    const registered = await post(browser, connector.connectorRegister, {
      ticket,
      ...REGISTRATION,
    });
    expect(registered.statusCode).toBe(200);
    const tokens = await grant(browser, ticket);
    expect(tokens.statusCode).toBe(200);
    const { access_token: token } = tokens.json<{ access_token: string }>();
    expect(await tokenWorks(suite.app, token)).toBe(true);
    // The ticket is spent.
    expect((await grant(browser, ticket)).json<{ code: number }>().code).toBe(40090);
    expect(await usersWith(who.email)).toBe(1);
    const stored = await suite.database.db
      .selectFrom('connector_identities')
      .selectAll()
      .where('subject', '=', who.sub)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      issuer: standIns.upstream.issuer,
      email: who.email,
      email_verified: true,
    });

    // The second sign-in, from another browser, finds the account: a sign-in ticket at once.
    const again = newBrowser();
    const back = await again.request(await roundTrip(again, { login: who.sub }));
    const second = ticketOf(back.location);
    expect(
      (await post(again, connector.connectorTicket, { ticket: second })).json<{
        data: { outcome: string };
      }>().data.outcome,
    ).toBe('sign-in');
    const signedIn = await grant(again, second);
    expect(signedIn.statusCode).toBe(200);
    const events = await activity(signedIn.json<{ access_token: string }>().access_token);
    expect(
      events.filter((event) => event.type === 'sign-in' && event.connector === 'upstream'),
    ).toHaveLength(2);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'connector-linked', connector: 'upstream' }),
    );
    expect(await usersWith(who.email)).toBe(1);
  });

  it('an existing e-mail address is linked only after its password', async () => {
    const email = uniqueEmail('existing');
    await registerUser(suite.app, email);
    const who = person('existing', email);
    const browser = newBrowser();
    const callback = await browser.request(await roundTrip(browser, { login: who.sub }));
    const ticket = ticketOf(callback.location);
    const described = await post(browser, connector.connectorTicket, { ticket });
    expect(described.json<{ data: { outcome: string; email: string } }>().data.outcome).toBe(
      'link-existing',
    );
    expect(described.json<{ data: { email: string } }>().data.email).not.toBe(email);
    // Neither the token call nor a registration merges it.
    expect((await grant(browser, ticket)).json<{ code: number }>().code).toBe(40090);
    expect(
      (await post(browser, connector.connectorRegister, { ticket, ...REGISTRATION })).json<{
        code: number;
      }>().code,
    ).toBe(40090);
    const wrong = await post(browser, connector.connectorLinkExisting, {
      ticket,
      password: 'Wrong-pass9',
    });
    expect(wrong.json<{ code: number }>().code).toBe(40011);
    expect(
      await suite.database.db
        .selectFrom('connector_identities')
        .select('id')
        .where('subject', '=', who.sub)
        .execute(),
    ).toHaveLength(0);
    const right = await post(browser, connector.connectorLinkExisting, {
      ticket,
      password: VALID_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    const tokens = await grant(browser, ticket);
    expect(tokens.statusCode).toBe(200);
    const { access_token: token } = tokens.json<{ access_token: string }>();
    expect((await identities(token)).map((identity) => identity.connector.slug)).toEqual([
      'upstream',
    ]);
    expect(await usersWith(email)).toBe(1);
    const events = await activity(token);
    expect(events.map((event) => event.type)).toContain('sign-in-failed');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'connector-linked', connector: 'upstream' }),
    );
  });

  it("a connector sign-in keeps the password sign-in's rules: the authenticator app's code, the lock, a disabled account", async () => {
    const who = await registerThroughUpstream('rules');
    const secret = await enrolTotp(suite.app, who.token);
    const upstreamTicket = async () => {
      const browser = newBrowser();
      const back = await browser.request(await roundTrip(browser, { login: who.sub }));
      return { browser, ticket: ticketOf(back.location) };
    };

    // The authenticator app: no tokens from the upstream alone; its next code finishes.
    const first = await upstreamTicket();
    const ticket = secondFactorTicket((await grant(first.browser, first.ticket)).json());
    const done = await tokenCall(suite.app, {
      grant_type: 'second_factor',
      second_factor_token: ticket,
      code: totpCode(secret, 1),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await tokenWorks(suite.app, done.json<{ access_token: string }>().access_token)).toBe(
      true,
    );

    // The lock that wrong passwords set holds for the connector too (40010), and nothing is issued.
    const email = who.email;
    let locked = false;
    for (let attempt = 0; attempt < 10 && !locked; attempt += 1) {
      locked =
        (await passwordGrant(suite.app, email, `${VALID_PASSWORD}-wrong`)).json<{ code: number }>()
          .code === 40010;
    }
    expect(locked).toBe(true);
    const whileLocked = await upstreamTicket();
    expect(
      (await grant(whileLocked.browser, whileLocked.ticket)).json<{ code: number }>().code,
    ).toBe(40010);

    // A disabled account is refused (40320), as at its password.
    await suite.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('email', '=', email)
      .execute();
    const whileDisabled = await upstreamTicket();
    expect(
      (await grant(whileDisabled.browser, whileDisabled.ticket)).json<{ code: number }>().code,
    ).toBe(40320);
  });

  it('links from Home with a step-up proof, unlinks, and refuses to unlink the last way in', async () => {
    // An account with a password links the upstream identity from Home.
    const email = uniqueEmail('home');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const who = person('home', uniqueEmail('home-upstream'));
    const id = (await connectorOf('upstream', 'CN')).id;
    const link = (payload: object) =>
      suite.app.inject({
        method: 'POST',
        url: connector.connectorLink,
        headers: { [AUTH_HEADER]: token },
        payload: { connectorId: id, ...payload },
      });
    expect((await link({})).json<{ code: number }>().code).toBe(40072);
    expect((await link({ currentPassword: 'Wrong-pass9' })).json<{ code: number }>().code).toBe(
      30916,
    );
    const linked = await link({ currentPassword: VALID_PASSWORD });
    expect(linked.statusCode).toBe(200);
    const startUrl = new URL(linked.json<{ data: { url: string } }>().data.url);
    const browser = newBrowser();
    const callback = await browser.request(
      await roundTrip(browser, { login: who.sub }, `${startUrl.pathname}${startUrl.search}`),
    );
    expect(new URL(callback.location ?? '').searchParams.get('connector_linked')).toBe('upstream');
    // The start link is good once.
    const replayedStart = await newBrowser().request(`${startUrl.pathname}${startUrl.search}`);
    expect(errorOf(replayedStart.location)).toBe('state');
    const [identity] = await identities(token);
    expect(identity?.email).toBe(who.email);
    // The same upstream identity cannot be linked to a second account.
    const otherEmail = uniqueEmail('home-other');
    await registerUser(suite.app, otherEmail);
    const { access_token: otherToken } = await signIn(suite.app, otherEmail);
    const otherLink = await suite.app.inject({
      method: 'POST',
      url: connector.connectorLink,
      headers: { [AUTH_HEADER]: otherToken },
      payload: { connectorId: id, currentPassword: VALID_PASSWORD },
    });
    const otherStart = new URL(otherLink.json<{ data: { url: string } }>().data.url);
    const otherBrowser = newBrowser();
    const taken = await otherBrowser.request(
      await roundTrip(
        otherBrowser,
        { login: who.sub },
        `${otherStart.pathname}${otherStart.search}`,
      ),
    );
    expect(errorOf(taken.location)).toBe('taken');
    expect(await identities(otherToken)).toEqual([]);

    const unlink = (bearer: string, identityId: string) =>
      suite.app.inject({
        method: 'POST',
        url: connector.connectorUnlink,
        headers: { [AUTH_HEADER]: bearer },
        payload: { id: identityId },
      });
    // The account has its password: unlinking is allowed.
    expect((await unlink(token, identity?.id ?? '')).statusCode).toBe(200);
    expect(await identities(token)).toEqual([]);
    expect((await activity(token)).map((event) => event.type)).toContain('connector-unlinked');

    // An account made from the upstream has no password: its only identity stays.
    const made = await registerThroughUpstream('last');
    const [only] = await identities(made.token);
    const refused = await unlink(made.token, only?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: number }>().code).toBe(40092);
    expect(await identities(made.token)).toHaveLength(1);
    // Nor does a password sign-in work for it.
    expect(
      (
        await tokenCall(suite.app, {
          grant_type: 'password',
          username: made.email,
          password: VALID_PASSWORD,
        })
      ).statusCode,
    ).not.toBe(200);
  });

  it('upstream access_denied lands on the error screen and changes nothing', async () => {
    const browser = newBrowser();
    const callbackUrl = await roundTrip(browser, 'cancel');
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied');
    const callback = await browser.request(callbackUrl);
    expect(callback.status).toBe(303);
    expect(new URL(callback.location ?? '').pathname).toBe('/login');
    expect(errorOf(callback.location)).toBe('denied');
  });

  it("refuses another browser's, a replayed and a forged callback, changing nothing", async () => {
    const who = person('replay');
    const victim = newBrowser();
    const callbackUrl = await roundTrip(victim, { login: who.sub });

    // Another browser (without the victim's binding cookie, or with its own) brings the callback.
    const attacker = newBrowser();
    expect(errorOf((await attacker.request(callbackUrl)).location)).toBe('state');
    await attacker.request(await startPath('upstream', 'CN'));
    expect(attacker.cookie('ac_connector')).toBeTruthy();
    expect(errorOf((await attacker.request(callbackUrl)).location)).toBe('state');

    // A forged state in the victim's own browser.
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-state-value');
    expect(errorOf((await victim.request(`${forged.pathname}${forged.search}`)).location)).toBe(
      'state',
    );

    // The victim's own callback still works once, and only once.
    const first = await victim.request(callbackUrl);
    const ticket = ticketOf(first.location);
    expect(errorOf((await victim.request(callbackUrl)).location)).toBe('state');
    // The ticket is bound to the victim's browser too.
    expect(
      (await post(attacker, connector.connectorTicket, { ticket })).json<{ code: number }>().code,
    ).toBe(40090);
    expect((await grant(attacker, ticket)).json<{ code: number }>().code).toBe(40090);
    expect(await usersWith(who.email)).toBe(0);
    expect(
      (await post(victim, connector.connectorTicket, { ticket })).json<{
        data: { outcome: string };
      }>().data.outcome,
    ).toBe('register');
  });
});
