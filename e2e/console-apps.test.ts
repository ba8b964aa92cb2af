import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  managementPaths,
  OIDC_PATHS,
  WEBHOOK_HEADERS,
  WEBHOOK_TEST_EVENT,
} from '@account-centre/contract';
import type { Locator, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectNoViolations } from './axe.ts';
import {
  createStaffByCli,
  freePort,
  mainServerAdmin,
  signInToConsole,
  type StaffCredentials,
} from './console-support.ts';
import { acceptAgreement, expect, PASSWORD, solveSlider, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { legalServer } from './legal-server.ts';
import { startSpa } from './spa-support.ts';

/**
 * The brand's systems, set up in the console (issue 36, decisions 052 and 054), in Chromium
 * against the real server on both databases: an admin registers a webhook endpoint at a receiver
 * this journey runs, sends a test event that the receiver verifies with the Standard Webhooks
 * reference library, and reads its delivery in the console; an admin creates a machine client
 * whose `client_credentials` token searches users through the management API, and the audit log
 * names the client for the call; an admin registers a browser app (a public client) that signs its
 * user in with oidc-client-ts and is told of the user's sign-out by front-channel logout. The servers allow webhooks to loopback addresses
 * (WEBHOOK_PRIVATE_TARGETS, playwright.config.ts only).
 */

const BRAND = 'aurora';

/** One delivery the receiver got, and whether its signature verified. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  verified: boolean;
  payload: unknown;
}

/**
 * A brand's system that receives webhooks on 127.0.0.1: it verifies each request's signature with
 * the `standardwebhooks` package under the endpoint's secret (known once the console showed it)
 * and answers 204 when it verifies, 401 when it does not.
 */
class WebhookReceiver {
  readonly received: Received[] = [];
  secret: string | undefined;
  readonly #server: Server;

  constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let verified: boolean;
        let payload: unknown;
        try {
          if (this.secret === undefined) throw new Error('no secret yet');
          payload = new Webhook(this.secret).verify(body, {
            [WEBHOOK_HEADERS.id]: String(request.headers[WEBHOOK_HEADERS.id] ?? ''),
            [WEBHOOK_HEADERS.timestamp]: String(request.headers[WEBHOOK_HEADERS.timestamp] ?? ''),
            [WEBHOOK_HEADERS.signature]: String(request.headers[WEBHOOK_HEADERS.signature] ?? ''),
          });
          verified = true;
        } catch {
          verified = false;
        }
        this.received.push({ headers: request.headers, body, verified, payload });
        response.writeHead(verified ? 204 : 401).end();
      });
    });
  }

  /** Listens on a free port of 127.0.0.1; answers the endpoint URL to register. */
  async start(): Promise<string> {
    await new Promise<void>((done) => this.#server.listen(0, '127.0.0.1', done));
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/hooks/${randomBytes(4).toString('hex')}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((done) => this.#server.close(() => done()));
  }
}

function consoleNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Console' });
}

async function openPage(page: Page, name: string): Promise<void> {
  await consoleNavigation(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The servers the journeys run on: the embedded database and PostgreSQL. */
const databases = [
  {
    name: 'on the embedded database',
    url: undefined,
    admin: (): StaffCredentials => mainServerAdmin(),
  },
  {
    name: 'on PostgreSQL',
    url: legalServer.url,
    admin: (): StaffCredentials => createStaffByCli(legalServer.databaseUrl ?? '', 'admin'),
  },
] as const;

for (const database of databases) {
  test.describe(database.name, () => {
    if (database.url !== undefined) test.use({ baseURL: database.url });

    test.beforeEach(() => {
      if (database.name === 'on PostgreSQL') {
        expect(legalServer.url, 'E2E_LEGAL_URL (needs TEST_DATABASE_URL)').toBeDefined();
      }
    });

    test('a webhook endpoint registered in the console gets a signed test event; its delivery shows', async ({
      page,
    }, testInfo) => {
      const receiver = new WebhookReceiver();
      const url = await receiver.start();
      try {
        await signInToConsole(page, database.admin());
        await openPage(page, 'Webhooks');

        const register = page.getByRole('region', { name: 'Register an endpoint' });
        await expect(register.getByLabel('Tenant')).toHaveValue('000000');
        await register.getByLabel('URL').fill(url);
        await expect(
          register.getByRole('group', { name: 'Events' }).getByRole('checkbox', {
            name: 'password.changed',
          }),
        ).toBeChecked();
        await register.getByRole('button', { name: 'Register' }).click();

        // The signing secret, shown once: the receiver verifies with it.
        const secretField = page.getByRole('textbox', { name: 'Signing secret' });
        await expect(secretField).toHaveAttribute('readonly');
        const secret = await secretField.inputValue();
        expect(secret).toMatch(/^whsec_/);
        receiver.secret = secret;

        const row = page.getByRole('row').filter({ hasText: url });
        await expect(row).toContainText('Enabled');
        await row.getByRole('button', { name: 'Send a test event' }).click();
        await expect(page.getByRole('status')).toHaveText('The test event was accepted.');

        // The receiver got it, signed as Standard Webhooks describes.
        expect(receiver.received).toHaveLength(1);
        const [delivery] = receiver.received;
        expect(delivery?.verified, delivery?.body).toBe(true);
        expect(delivery?.payload).toMatchObject({
          type: WEBHOOK_TEST_EVENT,
          data: { tenantId: '000000' },
        });
        expect(delivery?.headers[WEBHOOK_HEADERS.signature]).toMatch(/^v1,/);

        // A forged signature is what the receiver refuses: the check is real.
        expect(() =>
          new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(delivery?.body ?? '', {
            [WEBHOOK_HEADERS.id]: String(delivery?.headers[WEBHOOK_HEADERS.id]),
            [WEBHOOK_HEADERS.timestamp]: String(delivery?.headers[WEBHOOK_HEADERS.timestamp]),
            [WEBHOOK_HEADERS.signature]: String(delivery?.headers[WEBHOOK_HEADERS.signature]),
          }),
        ).toThrow();

        // The console's last deliveries: the test event, sent, answered 204.
        await row.getByRole('button', { name: 'Deliveries' }).click();
        const deliveries = page.getByRole('region', { name: 'Last deliveries' });
        const deliveryRow = deliveries.getByRole('row').filter({ hasText: WEBHOOK_TEST_EVENT });
        await expect(deliveryRow).toHaveCount(1);
        await expect(deliveryRow).toContainText('204');
        await expect(deliveryRow.getByRole('cell').nth(1)).toHaveText('sent');
        await expectNoViolations(page, testInfo, 'console: webhooks with deliveries');
      } finally {
        await receiver.stop();
      }
    });

    test('a machine client made in the console searches users through the management API, audited as itself', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      const clientId = `back-office-${randomBytes(4).toString('hex')}`;
      const email = uniqueEmail();
      const userContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      await registerThroughApi(userContext.request, email);
      await userContext.close();

      await signInToConsole(page, database.admin());
      await openPage(page, 'Clients');
      await page.getByRole('button', { name: 'New machine client' }).click();
      const dialog = page.getByRole('dialog', { name: 'New machine client' });
      await dialog.getByLabel('Client ID').fill(clientId);
      await dialog.getByLabel('Name').fill('Back office');
      await dialog
        .getByRole('group', { name: 'Management API scopes' })
        .getByRole('checkbox', { name: /users:read/ })
        .check();
      await expectNoViolations(page, testInfo, 'console: machine client form');
      await dialog.getByRole('button', { name: 'Create machine client' }).click();

      const secretField = page.getByRole('textbox', { name: 'Client secret' });
      await expect(secretField).toHaveAttribute('readonly');
      const secret = await secretField.inputValue();
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('row').filter({ hasText: clientId })).toContainText(
        'Machine (management API)',
      );

      // The brand's back office: client_credentials, then a user search.
      const origin = baseURL ?? '';
      const tokenAnswer = await fetch(`${origin}${OIDC_PATHS.token}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'users:read' }),
      });
      const token = (await tokenAnswer.json()) as { access_token?: string; scope?: string };
      expect(tokenAnswer.status, JSON.stringify(token)).toBe(200);
      expect(token.scope).toBe('users:read');
      const search = await fetch(
        `${origin}${managementPaths(BRAND).users}?account=${encodeURIComponent(email)}`,
        { headers: { authorization: `Bearer ${token.access_token ?? ''}` } },
      );
      const found = (await search.json()) as {
        data?: { users: { id: string; email: string }[] };
      };
      expect(search.status, JSON.stringify(found)).toBe(200);
      expect(found.data?.users.map((user) => user.email)).toEqual([email]);
      // users:read opens no write: disabling the account is refused, naming the scope.
      const userId = found.data?.users[0]?.id ?? '';
      const refused = await fetch(
        `${origin}${managementPaths(BRAND).disable.replace(':userId', userId)}`,
        { method: 'POST', headers: { authorization: `Bearer ${token.access_token ?? ''}` } },
      );
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { msg: string }).msg).toContain('users:write');

      // The audit log names the client for the search.
      await openPage(page, 'Audit');
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: `client:${clientId}` })
          .filter({ has: page.getByText('Searched for an account', { exact: true }) }),
      ).toHaveCount(1);
    });

    test('a browser app registered in the console signs its user in and is told of the sign-out', async ({
      page,
      browser,
      baseURL,
    }) => {
      const clientId = `console-spa-${randomBytes(4).toString('hex')}`;
      const spaUrl = `http://localhost:${await freePort()}`;

      await signInToConsole(page, database.admin());
      await openPage(page, 'Clients');
      await page.getByRole('button', { name: 'New client' }).click();
      const dialog = page.getByRole('dialog', { name: 'New client' });
      await dialog.getByLabel('Client ID').fill(clientId);
      await dialog.getByLabel('Name').fill('Console SPA');
      await dialog.getByLabel('Kind of app').selectOption({ label: 'Browser app (public, PKCE)' });
      await dialog.getByLabel('Redirect URLs').fill(`${spaUrl}/callback.html`);
      await dialog.getByLabel('Post-logout URLs').fill(`${spaUrl}/`);
      await dialog
        .getByLabel('Front-channel logout URL')
        .fill(`${spaUrl}/frontchannel-logout.html`);
      await dialog.getByLabel('Send the issuer and session id (iss, sid)').check();
      await dialog.getByLabel('First-party (no consent screen)').check();
      await dialog.getByRole('button', { name: 'Create client' }).click();
      // A public client has no secret to show.
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Client secret' })).toHaveCount(0);
      await expect(page.getByRole('row').filter({ hasText: clientId })).toBeVisible();

      const spa = await startSpa({
        port: Number(new URL(spaUrl).port),
        authority: baseURL ?? '',
        clientId,
      });
      const userContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      try {
        const user = await userContext.newPage();
        const email = uniqueEmail();
        await registerThroughApi(user.request, email);
        await user.goto(spa.url);
        await user.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(user).toHaveURL(new RegExp(`/login\\?client_id=${clientId}&.*interaction=`));
        await user.getByLabel('Account').fill(email);
        await user.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await acceptAgreement(user);
        await solveSlider(user);
        await user.getByRole('button', { name: 'Log in' }).click();
        // The code redeemed by a cross-origin token call (CORS for the origin the console added).
        await expect(user).toHaveURL(`${spa.url}/`);
        await expect(user.getByTestId('spa-email')).toHaveText(email);
        await user.getByRole('button', { name: 'Call userinfo' }).click();
        await expect(user.getByTestId('spa-userinfo')).toHaveText(`200 ${email}`);

        // Logging out of the account centre reaches the app by its front-channel URL.
        await user.goto(`${baseURL ?? ''}/home`);
        await user.getByRole('link', { name: 'Log out' }).click();
        await user.getByRole('button', { name: 'Confirm' }).click();
        await expect(user).toHaveURL(/\/login/);
        await user.goto(spa.url);
        await expect(user.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
        await expect(user.getByTestId('spa-note')).toHaveText('Signed out at the account centre');
      } finally {
        await userContext.close();
        await spa.stop();
      }
    });
  });
}
