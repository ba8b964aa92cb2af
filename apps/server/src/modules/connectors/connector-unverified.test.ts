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
  databases,
  latestCode,
  paths,
  registerUser,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

const CLIENT = { clientId: 'unverified-client', clientSecret: 'unverified-secret' };

/**
 * Decision 056: an upstream that vouches for no e-mail address (none, or `email_verified` false)
 * never links or merges by it. The ticket `needsEmail`: the person registers with an address of
 * their own proven by the registration code, or proves an existing account by its address and
 * password. Against the real upstream provider of decision 050.
 */
describe.each(databases)('connectors without a verified e-mail on %s', (kind) => {
  const { suite, standIns, post, grant, ticketThrough } = connectorSuite(kind, {
    standIns: async () => ({ upstream: await upstreamStandIn(CLIENT) }),
    connectors: ({ upstream }) => [upstreamConnector(upstream, CLIENT)],
  });

  /** An upstream person (address unverified, or none) signs in: the browser and its ticket. */
  const arrive = async (email?: string) => {
    const sub = `u-${Math.random().toString(36).slice(2)}`;
    standIns.upstream.addAccount({
      sub,
      ...(email === undefined ? {} : { email, email_verified: false }),
    });
    const { browser, ticket } = await ticketThrough('upstream', sub);
    expect(ticket).not.toBe('');
    return { sub, browser, ticket };
  };

  const describeTicket = async (browser: TestBrowser, ticket: string) =>
    (await post(browser, connector.connectorTicket, { ticket })).json<{
      data: { outcome: string; email: string | null; needsEmail: boolean };
    }>().data;

  const linksOf = (subject: string) =>
    suite.database.db
      .selectFrom('connector_identities')
      .select(['user_id', 'email', 'email_verified'])
      .where('subject', '=', subject)
      .execute();

  it("an unverified address of an existing account is never matched; its owner's password links it", async () => {
    const victim = uniqueEmail('victim');
    await registerUser(suite.app, victim);
    const { sub, browser, ticket } = await arrive(victim);
    expect(await describeTicket(browser, ticket)).toMatchObject({
      outcome: 'register',
      email: null,
      needsEmail: true,
    });
    // Neither the token call, a registration without an address and code, nor the victim's
    // address with a made-up code, nor a wrong password gets it linked.
    expect((await grant(browser, ticket)).json<{ code: number }>().code).toBe(40090);
    expect(
      (await post(browser, connector.connectorRegister, { ticket, ...REGISTRATION })).statusCode,
    ).toBe(400);
    const taken = await post(browser, connector.connectorRegister, {
      ticket,
      ...REGISTRATION,
      email: victim,
      code: '123456',
    });
    expect(taken.json<{ code: number }>().code).toBe(30901);
    const wrong = await post(browser, connector.connectorLinkExisting, {
      ticket,
      email: victim,
      password: 'Wrong-pass9',
    });
    expect(wrong.json<{ code: number }>().code).toBe(40011);
    const nobody = await post(browser, connector.connectorLinkExisting, {
      ticket,
      email: uniqueEmail('nobody'),
      password: VALID_PASSWORD,
    });
    expect(nobody.json<{ code: number }>().code).toBe(40011);
    expect(await linksOf(sub)).toEqual([]);

    // The owner proves the account: linked, then signed in by the ticket.
    const proven = await post(browser, connector.connectorLinkExisting, {
      ticket,
      email: victim,
      password: VALID_PASSWORD,
    });
    expect(proven.statusCode).toBe(200);
    expect((await grant(browser, ticket)).statusCode).toBe(200);
    const [link] = await linksOf(sub);
    expect(link).toMatchObject({ email: victim, email_verified: false });
  });

  it('a person without any address registers with one of their own, proven by its code', async () => {
    const { sub, browser, ticket } = await arrive();
    expect(await describeTicket(browser, ticket)).toMatchObject({
      outcome: 'register',
      email: null,
      needsEmail: true,
    });
    const email = uniqueEmail('own');
    const sent = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(suite.app, email);
    const badCode = code === '000000' ? '111111' : '000000';
    const wrongCode = await post(browser, connector.connectorRegister, {
      ticket,
      ...REGISTRATION,
      email,
      code: badCode,
    });
    expect(wrongCode.json<{ code: number }>().code).toBe(11000);
    const registered = await post(browser, connector.connectorRegister, {
      ticket,
      ...REGISTRATION,
      email,
      code,
    });
    expect(registered.statusCode).toBe(200);
    const tokens = await grant(browser, ticket);
    expect(tokens.statusCode).toBe(200);
    const account = await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(await linksOf(sub)).toEqual([
      { user_id: account.id, email: null, email_verified: false },
    ]);
  });

  it('a ticket whose upstream verified its address cannot be pointed at another account', async () => {
    const other = uniqueEmail('other');
    await registerUser(suite.app, other);
    const sub = `v-${Math.random().toString(36).slice(2)}`;
    standIns.upstream.addAccount({ sub, email: uniqueEmail('verified'), email_verified: true });
    const { browser, ticket } = await ticketThrough('upstream', sub);
    expect((await describeTicket(browser, ticket)).needsEmail).toBe(false);
    const pointed = await post(browser, connector.connectorLinkExisting, {
      ticket,
      email: other,
      password: VALID_PASSWORD,
    });
    expect(pointed.json<{ code: number }>().code).toBe(40090);
    expect(await linksOf(sub)).toEqual([]);
  });
});
