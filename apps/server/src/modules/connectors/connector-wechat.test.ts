import { describe, expect, it } from 'vitest';
import { CALLBACK, connector, connectorSuite } from '#testing/connector-suite.ts';
import { databases, latestCode, paths, uniqueEmail } from '#testing/test-app.ts';
import { startWechatStandIn } from '#testing/wechat-stand-in.ts';

const APP_ID = 'wx1234567890abcdef';
const APP_SECRET = 'wechat-app-secret';

/**
 * The WeChat connector (decision 056) against a local stand-in that follows WeChat's published
 * Website Application login formats (testing/wechat-stand-in.ts): qrconnect, the code back with
 * the state (none on a refusal), `sns/oauth2/access_token` and `sns/userinfo` with WeChat's JSON
 * errors (`errcode 40029` for a bad code, `40125` for a wrong AppSecret).
 */
describe.each(databases)('the WeChat connector on %s', (kind) => {
  const { suite, standIns, newBrowser, post, grant, listConnectors, startPath, start } =
    connectorSuite(kind, {
      standIns: async () => ({
        wechat: await startWechatStandIn({ appId: APP_ID, appSecret: APP_SECRET }),
      }),
      connectors: ({ wechat }) => [
        {
          slug: 'wechat',
          kind: 'wechat',
          name: 'WeChat',
          issuer: wechat.base,
          apiBase: wechat.base,
          clientId: APP_ID,
          clientSecret: APP_SECRET,
        },
        {
          slug: 'wechat-wrong-secret',
          kind: 'wechat',
          name: 'WeChat (wrong secret)',
          issuer: wechat.base,
          apiBase: wechat.base,
          clientId: APP_ID,
          clientSecret: 'not-the-secret',
        },
      ],
    });

  /** Start, scan and confirm (or refuse) in the WeChat app: the browser and the callback URL. */
  const scan = async (openid: string, allow = true, slug = 'wechat') => {
    const browser = newBrowser();
    const authorize = await start(browser, await startPath(slug, 'CN'));
    return { browser, authorize, back: await standIns.wechat.scan(authorize.href, openid, allow) };
  };

  const paramOf = (location: string | undefined, name: string) =>
    new URL(location ?? '').searchParams.get(name);

  it('shows only where configured: the CN region by default', async () => {
    expect((await listConnectors()).map((entry) => entry.slug)).toEqual([]);
    expect((await listConnectors('DE')).map((entry) => entry.slug)).toEqual([]);
    expect((await listConnectors('CN')).map((entry) => [entry.slug, entry.kind])).toEqual([
      ['wechat', 'wechat'],
      ['wechat-wrong-secret', 'wechat'],
    ]);
  });

  it('sends the browser to qrconnect with the published parameters', async () => {
    const authorize = await start(newBrowser(), await startPath('wechat', 'CN'));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${standIns.wechat.base}/connect/qrconnect`,
    );
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      appid: APP_ID,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'snsapi_login',
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(authorize.hash).toBe('#wechat_redirect');
  });

  it('a new person registers (an address of their own, by its code); the unionid finds them again', async () => {
    const person = {
      openid: `o-${Math.random().toString(36).slice(2)}`,
      unionid: `u-${Math.random().toString(36).slice(2)}`,
    };
    standIns.wechat.addPerson({ ...person, nickname: '小明' });
    const first = await scan(person.openid);
    const callback = await first.browser.request(first.back);
    const ticket = paramOf(callback.location, 'connector_ticket') ?? '';
    const described = await post(first.browser, connector.connectorTicket, { ticket });
    expect(described.json<{ data: unknown }>().data).toMatchObject({
      outcome: 'register',
      email: null,
      needsEmail: true,
      connector: { kind: 'wechat' },
    });
    const email = uniqueEmail('wechat');
    await suite.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
    const registered = await post(first.browser, connector.connectorRegister, {
      ticket,
      country: 'CN',
      birthDate: { year: 1995, month: 3, day: 8 },
      agreementAccepted: true,
      email,
      code: await latestCode(suite.app, email),
    });
    expect(registered.statusCode).toBe(200);
    expect((await grant(first.browser, ticket)).statusCode).toBe(200);
    const stored = await suite.database.db
      .selectFrom('connector_identities')
      .select(['issuer', 'subject', 'email'])
      .where('subject', '=', person.unionid)
      .execute();
    // The unionid, not the openid; no nickname kept.
    expect(stored).toEqual([
      { issuer: standIns.wechat.base, subject: person.unionid, email: null },
    ]);

    // The same person through another of the brand's apps has another openid, the same unionid.
    const otherApp = {
      openid: `o2-${Math.random().toString(36).slice(2)}`,
      unionid: person.unionid,
    };
    standIns.wechat.addPerson(otherApp);
    const second = await scan(otherApp.openid);
    const back = await second.browser.request(second.back);
    const again = paramOf(back.location, 'connector_ticket') ?? '';
    expect(
      (await post(second.browser, connector.connectorTicket, { ticket: again })).json<{
        data: { outcome: string };
      }>().data.outcome,
    ).toBe('sign-in');
    expect((await grant(second.browser, again)).statusCode).toBe(200);
  });

  it('without a unionid the openid is the person', async () => {
    const openid = `o-${Math.random().toString(36).slice(2)}`;
    standIns.wechat.addPerson({ openid });
    const { browser, back } = await scan(openid);
    const callback = await browser.request(back);
    expect(paramOf(callback.location, 'connector_ticket')).toBeTruthy();
    const flows = await suite.database.db
      .selectFrom('connector_flows')
      .select('subject')
      .where('subject', '=', openid)
      .execute();
    expect(flows).toHaveLength(1);
  });

  it('a refusal in the WeChat app (no code) lands on the denied screen', async () => {
    const openid = `o-${Math.random().toString(36).slice(2)}`;
    standIns.wechat.addPerson({ openid });
    const { browser, back } = await scan(openid, false);
    expect(new URL(back).searchParams.get('code')).toBeNull();
    const callback = await browser.request(back);
    expect(paramOf(callback.location, 'connector_error')).toBe('denied');
  });

  it("WeChat's errors (40029 a bad code, 40125 a wrong AppSecret) land on the error screen", async () => {
    const openid = `o-${Math.random().toString(36).slice(2)}`;
    standIns.wechat.addPerson({ openid });
    const forged = await scan(openid);
    const url = new URL(forged.back);
    url.searchParams.set('code', 'not-a-code-wechat-gave');
    const refused = await forged.browser.request(`${url.pathname}${url.search}`);
    expect(paramOf(refused.location, 'connector_error')).toBe('upstream');

    const wrongSecret = await scan(openid, true, 'wechat-wrong-secret');
    const callback = await wrongSecret.browser.request(wrongSecret.back);
    expect(paramOf(callback.location, 'connector_error')).toBe('upstream');
    expect(
      await suite.database.db
        .selectFrom('connector_identities')
        .select('id')
        .where('subject', '=', openid)
        .execute(),
    ).toEqual([]);
  });
});
