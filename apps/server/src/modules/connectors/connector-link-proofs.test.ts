import { describe, expect, it } from 'vitest';
import {
  connector,
  connectorSuite,
  upstreamConnector,
  upstreamStandIn,
} from '#testing/connector-suite.ts';
import { SoftAuthenticator } from '#testing/soft-authenticator.ts';
import {
  AUTH_HEADER,
  databases,
  latestCodeFor,
  otherCode,
  outboxFor,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

const CLIENT = { clientId: 'proofs-client', clientSecret: 'proofs-secret' };

/**
 * Issue 35: an upstream identity whose address already has an account is linked after one proof
 * of that account — its password (connectors.test.ts), a code sent to it, or one of its passkeys —
 * never without. Against the real upstream provider of decision 050.
 */
describe.each(databases)('linking to an existing account by code or passkey on %s', (kind) => {
  const { suite, standIns, post, grant, ticketThrough } = connectorSuite(kind, {
    standIns: async () => ({ upstream: await upstreamStandIn(CLIENT) }),
    connectors: ({ upstream }) => [upstreamConnector(upstream, CLIENT)],
    env: { CODE_MAX_ATTEMPTS: '3' },
  });
  const codeOf = (response: { body: string }) =>
    (JSON.parse(response.body) as { code: number }).code;

  /** The upstream person with `email` (verified, or none) signs in: the browser and its ticket. */
  const arrive = async (email: string | undefined) => {
    const sub = `p-${Math.random().toString(36).slice(2)}`;
    standIns.upstream.addAccount({
      sub,
      ...(email === undefined ? {} : { email, email_verified: true }),
    });
    const { browser, ticket } = await ticketThrough('upstream', sub);
    expect(ticket).not.toBe('');
    return { sub, browser, ticket };
  };

  const linksOf = async (subject: string) =>
    (
      await suite.database.db
        .selectFrom('connector_identities')
        .innerJoin('users', 'users.id', 'connector_identities.user_id')
        .select('users.email')
        .where('subject', '=', subject)
        .execute()
    ).map((row) => row.email);

  it('links after the code sent to the existing account; wrong and spent codes look the same', async () => {
    const email = uniqueEmail('link.code');
    await registerUser(suite.app, email);
    const { sub, browser, ticket } = await arrive(email);
    const sent = await post(browser, connector.connectorLinkExistingCode, { ticket });
    expect(sent.statusCode, sent.body).toBe(200);
    const { destination } = sent.json<{ data: { destination: string } }>().data;
    expect(destination).not.toBe(email);
    expect(destination).toContain('@');
    // Another browser cannot use the ticket to send or to prove.
    expect(codeOf(await post(undefined, connector.connectorLinkExistingCode, { ticket }))).toBe(
      40090,
    );
    const code = await latestCodeFor(suite.app, email, 'login');
    const wrong = await post(browser, connector.connectorLinkExisting, {
      ticket,
      code: otherCode(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe(40013);
    expect(await linksOf(sub)).toEqual([]);
    const right = await post(browser, connector.connectorLinkExisting, { ticket, code });
    expect(right.statusCode, right.body).toBe(200);
    expect(await linksOf(sub)).toEqual([email]);
    const tokens = await grant(browser, ticket);
    expect(tokens.statusCode, tokens.body).toBe(200);
    // The wrong code is in the account's activity, with the link.
    const activity = await suite.app.inject({
      method: 'GET',
      url: paths.activity,
      headers: { [AUTH_HEADER]: tokens.json<{ access_token: string }>().access_token },
    });
    const events = activity.json<{
      data: { events: { type: string; connector?: string | null }[] };
    }>().data.events;
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'sign-in-failed', connector: 'upstream' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'connector-linked', connector: 'upstream' }),
    );
    // The code is used up: it proves nothing again.
    const again = await arrive(email);
    const reused = await post(again.browser, connector.connectorLinkExisting, {
      ticket: again.ticket,
      code,
    });
    expect(codeOf(reused)).toBe(40013);
  });

  it('counts every try: after the last wrong one the right code is refused as a wrong one', async () => {
    const email = uniqueEmail('link.spent');
    await registerUser(suite.app, email);
    const { sub, browser, ticket } = await arrive(email);
    expect((await post(browser, connector.connectorLinkExistingCode, { ticket })).statusCode).toBe(
      200,
    );
    const code = await latestCodeFor(suite.app, email, 'login');
    // Parallel wrong guesses and the right one: the counter (3 tries) is taken before each
    // guess is compared, so at most 3 of the 6 are compared at all.
    const guesses = await Promise.all(
      [...Array(5).keys()].map((index) =>
        post(browser, connector.connectorLinkExisting, {
          ticket,
          code: String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
        }),
      ),
    );
    for (const guess of guesses) expect(codeOf(guess)).toBe(40013);
    const spent = await post(browser, connector.connectorLinkExisting, { ticket, code });
    expect(spent.statusCode).toBe(400);
    expect(spent.body).toBe(guesses[0]?.body);
    expect(await linksOf(sub)).toEqual([]);
    // The password still proves the account: the code's tries are not its password lock.
    const right = await post(browser, connector.connectorLinkExisting, {
      ticket,
      password: VALID_PASSWORD,
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('a named address without an account answers as one with it, and sends nothing', async () => {
    const nobody = uniqueEmail('link.nobody');
    const { browser, ticket } = await arrive(undefined);
    const sent = await post(browser, connector.connectorLinkExistingCode, {
      ticket,
      email: nobody,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await outboxFor(suite.app, nobody)).toEqual([]);
    expect(
      codeOf(
        await post(browser, connector.connectorLinkExisting, {
          ticket,
          email: nobody,
          code: '123456',
        }),
      ),
    ).toBe(40013);

    const owner = uniqueEmail('link.named');
    await registerUser(suite.app, owner);
    const named = await arrive(undefined);
    expect(
      (
        await post(named.browser, connector.connectorLinkExistingCode, {
          ticket: named.ticket,
          email: owner,
        })
      ).statusCode,
    ).toBe(200);
    const code = await latestCodeFor(suite.app, owner, 'login');
    const right = await post(named.browser, connector.connectorLinkExisting, {
      ticket: named.ticket,
      email: owner,
      code,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(await linksOf(named.sub)).toEqual([owner]);
  });

  /** A new account with one passkey, and the answer to a fresh sign-in challenge by it. */
  const withPasskey = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const authenticator = new SoftAuthenticator();
    const options = await suite.app.inject({
      method: 'POST',
      url: paths.passkeyRegisterOptions,
      headers: { [AUTH_HEADER]: token },
      payload: { currentPassword: VALID_PASSWORD },
    });
    expect(options.statusCode, options.body).toBe(200);
    const { credential, json } = authenticator.create(
      options.json<{ data: { challenge: string; rp: { id: string }; user: { id: string } } }>()
        .data,
    );
    const added = await suite.app.inject({
      method: 'POST',
      url: paths.passkeyRegister,
      headers: { [AUTH_HEADER]: token },
      payload: { credential: json, name: 'Laptop' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const answer = async () => {
      const challenge = await post(undefined, paths.passkeySignInOptions, {});
      expect(challenge.statusCode, challenge.body).toBe(200);
      return JSON.stringify(
        authenticator.get(credential, challenge.json<{ data: { challenge: string } }>().data),
      );
    };
    return { email, answer };
  };

  it("links after one of the account's passkeys; another account's and a replayed answer are refused", async () => {
    const mine = await withPasskey('link.pk');
    const theirs = await withPasskey('link.pk.other');
    const { sub, browser, ticket } = await arrive(mine.email);
    const foreign = await post(browser, connector.connectorLinkExisting, {
      ticket,
      passkey: await theirs.answer(),
    });
    expect(foreign.statusCode).toBe(400);
    expect(codeOf(foreign)).toBe(40070);
    expect(await linksOf(sub)).toEqual([]);
    const once = await mine.answer();
    const right = await post(browser, connector.connectorLinkExisting, { ticket, passkey: once });
    expect(right.statusCode, right.body).toBe(200);
    expect(await linksOf(sub)).toEqual([mine.email]);
    expect((await grant(browser, ticket)).statusCode).toBe(200);
    const again = await arrive(mine.email);
    expect(
      codeOf(
        await post(again.browser, connector.connectorLinkExisting, {
          ticket: again.ticket,
          passkey: once,
        }),
      ),
    ).toBe(40070);
  });

  it('takes exactly one proof', async () => {
    const email = uniqueEmail('link.one');
    await registerUser(suite.app, email);
    const { sub, browser, ticket } = await arrive(email);
    for (const payload of [{ ticket }, { ticket, password: VALID_PASSWORD, code: '123456' }]) {
      const refused = await post(browser, connector.connectorLinkExisting, payload);
      expect(refused.statusCode).toBe(400);
    }
    expect(await linksOf(sub)).toEqual([]);
  });
});
