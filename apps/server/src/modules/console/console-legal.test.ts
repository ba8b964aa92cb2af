import {
  APP_LANGUAGES,
  CONSOLE_ACCEPTANCES_PAGE,
  consoleAdminPaths,
  SECOND_BRAND_TENANT_ID,
} from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import { databases, registerUser, UNLIMITED_CODES, uniqueEmail } from '#testing/test-app.ts';

interface Version {
  kind: string;
  version: number;
  country: string | null;
  texts: { language: string; title: string }[];
  acceptances: number;
}
interface AcceptancePage {
  total: number;
  acceptances: { userId: string; productId: string; acceptedAt: string }[];
}

const text = (language: string, title: string) => ({
  language,
  title,
  body: `${title}\r\n\r\nThe {brand} terms.`,
});

describe.each(databases)('console legal documents on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);
  const tester = consoleTester(suite);
  let admin: ConsoleSession;
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    tester.call(method, url, admin, payload);
  const versions = async () =>
    (await send('GET', consoleAdminPaths.legal)).json<{ data: { versions: Version[] } }>().data
      .versions;
  const acceptances = async (version: number, tenant: string, before?: string) => {
    const query = new URLSearchParams({ tenant, ...(before ? { before } : {}) });
    const response = await send(
      'GET',
      `${consoleAdminPaths.legal}/user-agreement/${version}/acceptances?${query.toString()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AcceptancePage }>().data;
  };

  beforeAll(async () => {
    admin = await tester.signIn(await createStaff(suite.database.db, kind, 'admin'));
  });

  it("tells the console the app's languages (a new version in fewer shows English in the rest)", async () => {
    const response = await send('GET', consoleAdminPaths.legal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { appLanguages: string[] } }>().data.appLanguages).toEqual([
      ...APP_LANGUAGES,
    ]);
  });

  it('publishes a version (English required), adds languages, refuses what the CLI refuses', async () => {
    const before = await versions();
    const noEnglish = await send('POST', consoleAdminPaths.legal, {
      kind: 'user-agreement',
      country: null,
      texts: [text('de', 'Nutzungsvereinbarung')],
    });
    expectCode(noEnglish, 400, 40080);
    expect(noEnglish.json<{ msg: string }>().msg).toMatch(/en text is required/);
    const twice = await send('POST', consoleAdminPaths.legal, {
      kind: 'user-agreement',
      country: null,
      texts: [text('en', 'User agreement'), text('en', 'Again')],
    });
    expectCode(twice, 400, 40080);
    expect(await versions()).toEqual(before);

    const published = await send('POST', consoleAdminPaths.legal, {
      kind: 'user-agreement',
      country: null,
      texts: [text('en', 'User agreement'), text('de', 'Nutzungsvereinbarung')],
    });
    expect(published.statusCode, published.body).toBe(200);
    const version = published.json<{ data: Version }>().data;
    expect(version).toMatchObject({
      kind: 'user-agreement',
      country: null,
      acceptances: 0,
      texts: [
        { language: 'de', title: 'Nutzungsvereinbarung' },
        { language: 'en', title: 'User agreement' },
      ],
    });
    const added = await send(
      'POST',
      `${consoleAdminPaths.legal}/user-agreement/${version.version}/texts`,
      { texts: [text('zh', '用户协议')] },
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ data: Version }>().data.texts.map((one) => one.language)).toEqual([
      'de',
      'en',
      'zh',
    ]);
    const again = await send(
      'POST',
      `${consoleAdminPaths.legal}/user-agreement/${version.version}/texts`,
      { texts: [text('de', 'Neu')] },
    );
    expectCode(again, 400, 40080);
    expect(again.json<{ msg: string }>().msg).toMatch(/already has de/);
    expectCode(
      await send('POST', `${consoleAdminPaths.legal}/user-agreement/999/texts`, {
        texts: [text('fr', 'Accord')],
      }),
      404,
      40410,
    );
    expectCode(
      await send('GET', `${consoleAdminPaths.legal}/user-agreement/999/acceptances?tenant=000000`),
      404,
      40410,
    );
    const listed = (await versions()).find(
      (one) => one.kind === 'user-agreement' && one.version === version.version,
    );
    expect(listed?.texts.map((one) => one.language)).toEqual(['de', 'en', 'zh']);

    const audit = await suite.database.db
      .selectFrom('staff_audit')
      .select(['action', 'target'])
      .where('action', 'like', 'legal-%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'legal-publish', target: `user-agreement v${version.version}` },
      { action: 'legal-add-texts', target: `user-agreement v${version.version} zh` },
    ]);
  });

  it('lists who accepted a version in one tenant, newest first, a page at a time, by product ID', async () => {
    const published = await send('POST', consoleAdminPaths.legal, {
      kind: 'user-agreement',
      country: null,
      texts: [text('en', 'User agreement, again')],
    });
    const { version } = published.json<{ data: Version }>().data;
    // Registration accepts the current user agreement.
    const emails = [uniqueEmail('accepts'), uniqueEmail('accepts'), uniqueEmail('accepts')];
    const productIds: string[] = [];
    for (const email of emails) productIds.push(await registerUser(suite.app, email));
    const otherTenant = await registerUser(suite.app, uniqueEmail('accepts.two'), undefined, {
      tenantId: SECOND_BRAND_TENANT_ID,
    });

    const first = await acceptances(version, '000000');
    expect(first.total).toBe(3);
    expect(first.acceptances.map((one) => one.productId)).toEqual([...productIds].reverse());
    expect(JSON.stringify(first)).not.toContain('@');
    const two = await acceptances(version, SECOND_BRAND_TENANT_ID);
    expect(two).toMatchObject({ total: 1, acceptances: [{ productId: otherTenant }] });
    expect(first.acceptances.map((one) => one.productId)).not.toContain(otherTenant);

    // More than a page: older acceptances of made-up accounts of tenant 000000.
    const { db } = suite.database;
    const extra = CONSOLE_ACCEPTANCES_PAGE;
    const made = await db
      .insertInto('users')
      .values(
        Array.from({ length: extra }, (_, index) => ({
          tenant_id: '000000',
          product_id: String(9_000_000_000 + version * 1000 + index),
          email: null,
          phone: `+4915${String(version).padStart(3, '0')}${String(index).padStart(6, '0')}`,
          password_hash: 'not-a-hash',
          country: 'DE',
          birth_date: '1990-01-01',
          language: 'en',
          agreement_accepted_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('legal_acceptances')
      .values(
        made.map((row, index) => ({
          user_id: row.id,
          kind: 'user-agreement' as const,
          version,
          accepted_at: new Date(Date.now() - 3_600_000 - index * 1000),
        })),
      )
      .execute();
    const page1 = await acceptances(version, '000000');
    expect(page1.total).toBe(3 + extra);
    expect(page1.acceptances).toHaveLength(CONSOLE_ACCEPTANCES_PAGE);
    const last = page1.acceptances.at(-1)?.acceptedAt ?? '';
    const page2 = await acceptances(version, '000000', last);
    expect(page2.total).toBe(3 + extra);
    expect(page2.acceptances).toHaveLength(3);
    const all = [...page1.acceptances, ...page2.acceptances];
    expect(new Set(all.map((one) => one.userId)).size).toBe(3 + extra);
    const times = all.map((one) => Date.parse(one.acceptedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const listed = (await versions()).find(
      (one) => one.kind === 'user-agreement' && one.version === version,
    );
    // Every tenant's acceptances are counted in the list.
    expect(listed?.acceptances).toBe(4 + extra);
    const viewed = await db
      .selectFrom('staff_audit')
      .select(['target', 'tenant_id'])
      .where('action', '=', 'legal-acceptances-view')
      .where('target', '=', `user-agreement v${version}`)
      .execute();
    expect(viewed.map((row) => row.tenant_id).sort()).toEqual([
      '000000',
      '000000',
      '000000',
      SECOND_BRAND_TENANT_ID,
    ]);
  });
});

describe('console legal documents with APP_LANGUAGES configured', () => {
  const suite = appSuite('pglite', { APP_LANGUAGES: 'en,de,ar' });
  const tester = consoleTester(suite);

  it("tells the console the configured languages, in the configuration's order", async () => {
    const admin = await tester.signIn(await createStaff(suite.database.db, 'pglite', 'admin'));
    const response = await tester.call('GET', consoleAdminPaths.legal, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { appLanguages: string[] } }>().data.appLanguages).toEqual([
      'en',
      'de',
      'ar',
    ]);
  });
});
