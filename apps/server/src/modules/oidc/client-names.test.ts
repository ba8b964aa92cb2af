import { describe, expect, it } from 'vitest';
import { readableClientName } from '#lib/client-name.ts';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { codeFlow, relyingParty } from '#testing/relying-party.ts';
import {
  AUTH_HEADER,
  databases,
  paths,
  registerUser,
  signIn,
  testConfig,
  uniqueEmail,
} from '#testing/test-app.ts';

/**
 * A client registered without `--name` (issue 36, decision 055): consent, Home's apps, the client
 * check and the provider's sign-out page show a readable name, never its raw id, also for a
 * client an older registry stored with its id as its name.
 */
const ISSUER = 'http://localhost:3000';
const CLIENT = 'partner-portal';
const SECRET = 'partner-portal-secret-for-tests-012345';
const REDIRECT = 'https://partner.example/cb';
const LOGOUT_URL = 'https://partner.example/';

const create = (suite: AppSuite, argv: string[]) =>
  runClientCommand(parseClientArgs(argv, testConfig()), { db: suite.database.db, print: () => {} });

describe('readableClientName', () => {
  it("capitalises the id's words", () => {
    expect(readableClientName('aurora-shop')).toBe('Aurora Shop');
    expect(readableClientName('partner_portal')).toBe('Partner Portal');
    expect(readableClientName('com.aurora.app')).toBe('Com Aurora App');
    expect(readableClientName('app')).toBe('App');
  });
});

describe.each(databases)('client names on %s', (kind) => {
  const suite = appSuite(kind);
  const app = () => relyingParty(suite, ISSUER, CLIENT, SECRET, REDIRECT);

  it('create-client without --name stores the readable name', async () => {
    await create(suite, [
      'create-client',
      CLIENT,
      '--redirect-url',
      REDIRECT,
      '--post-logout-url',
      LOGOUT_URL,
      '--secret',
      SECRET,
      '--scope',
      'email',
    ]);
    const stored = await suite.database.db
      .selectFrom('oauth_clients')
      .select('name')
      .where('client_id', '=', CLIENT)
      .executeTakeFirst();
    expect(stored?.name).toBe('Partner Portal');
  });

  it('consent, the client check, Home and the sign-out page name it, also when stored as its id', async () => {
    // As an older registry stored a client without --name.
    await suite.database.db
      .updateTable('oauth_clients')
      .set({ name: CLIENT })
      .where('client_id', '=', CLIENT)
      .execute();
    expect((await new OauthClientsRepo(suite.database.db).find(CLIENT))?.name).toBe(
      'Partner Portal',
    );
    const check = await suite.app.inject({
      method: 'GET',
      url: `${paths.oauthClient}?${new URLSearchParams({ client_id: CLIENT, redirect_url: REDIRECT }).toString()}`,
    });
    expect(check.json()).toMatchObject({ data: { client_id: CLIENT, name: 'Partner Portal' } });

    const email = uniqueEmail('names');
    await registerUser(suite.app, email);
    const token = (await signIn(suite.app, email)).access_token;
    const browser = new TestBrowser(() => suite.app);
    // The consent screen (a third-party client) asks in its name.
    const flow = await app().authorization();
    const start = await browser.request(flow.url);
    const login = new URL(start.location ?? '', ISSUER);
    const params = Object.fromEntries(
      ['client_id', 'redirect_url', 'interaction'].map((name) => [
        name,
        login.searchParams.get(name) ?? '',
      ]),
    );
    const asked = await suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
      headers: { [AUTH_HEADER]: token, cookie: browser.cookieHeader },
    });
    expect(asked.json()).toMatchObject({
      data: { consent: { client_id: CLIENT, name: 'Partner Portal' } },
    });

    const { tokens } = await codeFlow(suite, app(), { token, browser });
    const apps = await suite.app.inject({
      method: 'GET',
      url: paths.apps,
      headers: { [AUTH_HEADER]: token },
    });
    expect(apps.json()).toMatchObject({
      data: { apps: [{ client_id: CLIENT, name: 'Partner Portal' }] },
    });

    const end = new URL((await app().discover()).end_session_endpoint ?? '');
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      ui_locales: 'en',
    }).toString();
    const page = await browser.request(end.href);
    expect(page.body).toContain('Partner Portal asks to sign you out');
    expect(page.body).not.toContain(`${CLIENT} asks`);
  });
});
