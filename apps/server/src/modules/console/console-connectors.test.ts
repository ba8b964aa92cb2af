import { connectorPaths, consoleConnectorPaths } from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import { BRAND, databases, registerUser, uniqueEmail } from '#testing/test-app.ts';

const TENANT = '000000';
const OTHER_TENANT = '000001';

interface Listed {
  id: string;
  slug: string;
  kind: string;
  enabled: boolean;
  hasSecret: boolean;
  teamId: string | null;
}

/**
 * The console's connectors (decision 056): an admin lists, adds, changes (the secret write-only)
 * and enables or disables a tenant's connectors, audited; support is refused (40322), so is a call
 * without a session (40110) or without the CSRF header (40321); any staff member reads an
 * account's linked identities, of its own tenant only.
 */
describe.each(databases)('console connectors on %s', (kind) => {
  const suite = appSuite(kind);
  const tester = consoleTester(suite);
  let admin: ConsoleSession;
  let support: ConsoleSession;
  beforeAll(async () => {
    admin = await tester.signIn(await createStaff(suite.database.db, kind, 'admin'));
    support = await tester.signIn(await createStaff(suite.database.db, kind, 'support'));
  });

  const list = async (tenant = TENANT) => {
    const response = await tester.call(
      'GET',
      `${consoleConnectorPaths.connectors}?tenant=${tenant}`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { connectors: Listed[] } }>().data.connectors;
  };

  const audit = async () =>
    suite.database.db
      .selectFrom('staff_audit')
      .select(['action', 'target', 'tenant_id'])
      .where('action', 'like', 'connector-%')
      .execute();

  it('an admin adds a connector; the secret is sealed and never answered; changes keep it', async () => {
    const created = await tester.call('POST', consoleConnectorPaths.connectors, admin, {
      tenant: TENANT,
      slug: 'google',
      kind: 'google',
      name: 'Google',
      clientId: 'google-client',
      clientSecret: 'google-top-secret',
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.body).not.toContain('google-top-secret');
    expect(created.json<{ data: { connector: Listed } }>().data.connector).toMatchObject({
      slug: 'google',
      kind: 'google',
      issuer: 'https://accounts.google.com',
      hasSecret: true,
      enabled: true,
    });
    // A change without a secret keeps the stored one.
    const sealed = async () =>
      (
        await suite.database.db
          .selectFrom('connectors')
          .select('client_secret_sealed')
          .where('slug', '=', 'google')
          .executeTakeFirstOrThrow()
      ).client_secret_sealed;
    const before = await sealed();
    expect(before).not.toContain('google-top-secret');
    const changed = await tester.call('POST', consoleConnectorPaths.connectors, admin, {
      tenant: TENANT,
      slug: 'google',
      kind: 'google',
      name: 'Google account',
      clientId: 'google-client-2',
      enabled: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sealed()).toBe(before);
    const listed = await list();
    expect(listed).toEqual([
      expect.objectContaining({ slug: 'google', name: 'Google account', hasSecret: true }),
    ]);
    expect(JSON.stringify(listed)).not.toContain('secret"');
    expect(await list(OTHER_TENANT)).toEqual([]);
    expect(await audit()).toEqual(
      expect.arrayContaining([
        { action: 'connector-create', target: 'google', tenant_id: TENANT },
        { action: 'connector-update', target: 'google', tenant_id: TENANT },
      ]),
    );
  });

  it('refuses an incomplete connector: oidc without issuer, a preset without secret, Apple without its team', async () => {
    const base = { tenant: TENANT, name: 'X', clientId: 'x', enabled: true };
    expectCode(
      await tester.call('POST', consoleConnectorPaths.connectors, admin, {
        ...base,
        slug: 'generic',
        kind: 'oidc',
      }),
      400,
      10007,
    );
    expectCode(
      await tester.call('POST', consoleConnectorPaths.connectors, admin, {
        ...base,
        slug: 'wechat',
        kind: 'wechat',
      }),
      400,
      10007,
    );
    expectCode(
      await tester.call('POST', consoleConnectorPaths.connectors, admin, {
        ...base,
        slug: 'apple',
        kind: 'apple',
        clientSecret: '-----BEGIN PRIVATE KEY-----',
      }),
      400,
      10007,
    );
    const apple = await tester.call('POST', consoleConnectorPaths.connectors, admin, {
      ...base,
      slug: 'apple',
      kind: 'apple',
      clientSecret: '-----BEGIN PRIVATE KEY-----',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
    });
    expect(apple.json<{ data: { connector: Listed } }>().data.connector).toMatchObject({
      teamId: 'TEAM123456',
      hasSecret: true,
    });
  });

  it('an admin disables and enables a connector; the login list follows; another tenant cannot', async () => {
    const [google] = (await list()).filter((entry) => entry.slug === 'google');
    const id = google?.id ?? '';
    const path = consoleConnectorPaths.connectorEnabled.replace(':connectorId', id);
    const publicList = async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: connectorPaths(BRAND).connectors,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { connectors: { slug: string }[] } }>().data.connectors;
    };
    expect((await publicList()).map((entry) => entry.slug)).toContain('google');
    const off = await tester.call('POST', path, admin, { tenant: TENANT, enabled: false });
    expect(off.json<{ data: { connector: Listed } }>().data.connector.enabled).toBe(false);
    expect((await publicList()).map((entry) => entry.slug)).not.toContain('google');
    expectCode(
      await tester.call('POST', path, admin, { tenant: OTHER_TENANT, enabled: true }),
      404,
      40410,
    );
    const on = await tester.call('POST', path, admin, { tenant: TENANT, enabled: true });
    expect(on.json<{ data: { connector: Listed } }>().data.connector.enabled).toBe(true);
    expect((await publicList()).map((entry) => entry.slug)).toContain('google');
    expect(await audit()).toEqual(
      expect.arrayContaining([
        { action: 'connector-disable', target: 'google', tenant_id: TENANT },
        { action: 'connector-enable', target: 'google', tenant_id: TENANT },
      ]),
    );
  });

  it('support, no session and a missing CSRF header are refused; nothing changes', async () => {
    const body = {
      tenant: TENANT,
      slug: 'sneaky',
      kind: 'google',
      name: 'Sneaky',
      clientId: 'x',
      clientSecret: 'y',
      enabled: true,
    };
    expectCode(
      await tester.call('GET', `${consoleConnectorPaths.connectors}?tenant=${TENANT}`, support),
      403,
      40322,
    );
    expectCode(
      await tester.call('POST', consoleConnectorPaths.connectors, support, body),
      403,
      40322,
    );
    expectCode(
      await tester.call('POST', consoleConnectorPaths.connectors, undefined, body),
      401,
      40110,
    );
    expectCode(
      await tester.call(
        'POST',
        consoleConnectorPaths.connectors,
        { cookie: admin.cookie, csrf: '' },
        body,
      ),
      403,
      40321,
    );
    const [google] = (await list()).filter((entry) => entry.slug === 'google');
    const path = consoleConnectorPaths.connectorEnabled.replace(':connectorId', google?.id ?? '');
    expectCode(
      await tester.call('POST', path, support, { tenant: TENANT, enabled: false }),
      403,
      40322,
    );
    expect((await list()).map((entry) => entry.slug)).not.toContain('sneaky');
    expect((await list()).find((entry) => entry.slug === 'google')?.enabled).toBe(true);
  });

  it("support and admin read an account's linked identities, of its tenant only, audited", async () => {
    const email = uniqueEmail('ci');
    await registerUser(suite.app, email);
    const user = await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const [google] = (await list()).filter((entry) => entry.slug === 'google');
    await suite.database.db
      .insertInto('connector_identities')
      .values({
        user_id: user.id,
        connector_id: google?.id ?? '',
        issuer: 'https://accounts.google.com',
        subject: 'g-123',
        email,
        email_verified: true,
      })
      .execute();
    const path = consoleConnectorPaths.userIdentities.replace(':userId', user.id);
    for (const staff of [support, admin]) {
      const response = await tester.call('GET', `${path}?tenant=${TENANT}`, staff);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json<{ data: { identities: { connector: { slug: string }; email: string }[] } }>()
          .data.identities,
      ).toEqual([
        expect.objectContaining({ connector: expect.objectContaining({ slug: 'google' }), email }),
      ]);
    }
    expectCode(await tester.call('GET', `${path}?tenant=${OTHER_TENANT}`, admin), 404, 40400);
    expectCode(await tester.call('GET', `${path}?tenant=${TENANT}`, undefined), 401, 40110);
    const views = await suite.database.db
      .selectFrom('staff_audit')
      .select('target')
      .where('action', '=', 'user-identities-view')
      .execute();
    expect(views.filter((row) => row.target === user.id)).toHaveLength(2);
  });
});
