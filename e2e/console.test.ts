import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  consoleAdminPaths,
  consolePaths,
  consoleUserSearchResponseSchema,
} from '@account-centre/contract';
import type { Locator, Page } from '@playwright/test';
import * as z from 'zod/mini';
import { expectNoViolations } from './axe.ts';
import {
  CONSOLE_HOME,
  consoleCsrfHeaders,
  createStaffByCli,
  freePort,
  mainServerAdmin,
  signInToConsole,
  startShopDemo,
  type StaffCredentials,
  withAuthenticatorCode,
} from './console-support.ts';
import {
  acceptAgreement,
  expect,
  expectErrorToast,
  PASSWORD,
  signIn,
  signInWithWrongPasswordsUntilLocked,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { legalServer } from './legal-server.ts';

/**
 * The support console (issue 26, decision 035) in Chromium against the real server: staff made by
 * the admin tool sign in with password and authenticator code, support staff help a user (unlock,
 * end sessions, disable and enable), an admin makes a client the demo shop signs its customers in
 * with, support staff are refused what only admins may do. On PostgreSQL (the legal server, where
 * the admin tool runs beside the server) and on the embedded database (the main server, whose
 * first admin the tool made before the server started).
 */

/** The navigation's links: support staff see these … */
const SUPPORT_PAGES = ['Users', 'Deletions'] as const;
/** … and admins these too. */
const ADMIN_PAGES = [
  'Clients',
  'Legal documents',
  'Keys',
  'Messages',
  'Connectors',
  'Webhooks',
  'User import',
  'Staff',
  'Audit',
] as const;
/** An error answer (spec §8): its code. */
const errorAnswerSchema = z.object({ code: z.number() });

function consoleNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Console' });
}

/** Shows the signed-in member's e-mail and role in the shell. */
async function expectSignedInAs(page: Page, staff: StaffCredentials): Promise<void> {
  const role = staff.role === 'admin' ? 'Admin' : 'Support';
  await expect(page.getByText(`Signed in as ${staff.email} (${role})`)).toBeVisible();
}

/** Finds an account on the Users page and opens it; returns its product ID. */
async function openAccount(page: Page, account: string, tenant = '000000'): Promise<string> {
  await consoleNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Tenant').selectOption(tenant);
  await page.getByLabel('E-mail, phone or product ID').fill(account);
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === consolePaths.users &&
      response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Search' }).click();
  const answer = await searched;
  expect(answer.status()).toBe(200);
  const { users } = consoleUserSearchResponseSchema.parse(await answer.json()).data;
  expect(users.map((user) => user.email)).toEqual([account]);
  const productId = users[0]?.productId ?? '';
  await page.getByRole('link', { name: productId, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Account ${productId}` })).toBeVisible();
  return productId;
}

/**
 * Runs one action of the account page; `confirm`: a destructive one, asked again in a dialog.
 * The page says "Done" once the server has carried it out.
 */
async function accountAction(page: Page, name: string, confirm: boolean): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  if (confirm) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
}

/** The user signs in on the user app and reaches Home. */
async function expectUserSignsIn(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
}

/** Presses Tab until `target` has the focus (a keyboard user's way through the page). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 15; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('on PostgreSQL, with the admin tool beside the running server', () => {
  test.use({ baseURL: legalServer.url });

  test.beforeEach(() => {
    expect(legalServer.url, 'E2E_LEGAL_URL (needs TEST_DATABASE_URL)').toBeDefined();
  });

  function staffByCli(role: 'admin' | 'support'): StaffCredentials {
    return createStaffByCli(legalServer.databaseUrl ?? '', role);
  }

  test('the first admin, made by the admin tool, signs in with password and authenticator code', async ({
    page,
  }) => {
    const admin = staffByCli('admin');
    // A wrong password: one answer for every failure, nothing of the session.
    await page.goto(CONSOLE_HOME);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(`${admin.password}x`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The e-mail address, password or authenticator code is wrong.',
    );
    await expect(page.getByLabel('Authenticator code')).toHaveCount(0);

    await signInToConsole(page, admin);
    await expectSignedInAs(page, admin);
    for (const name of [...SUPPORT_PAGES, ...ADMIN_PAGES]) {
      await expect(consoleNavigation(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The session is the console's own: HttpOnly, Secure, SameSite=Strict.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ac_console');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support console' })).toBeVisible();
    expect((await page.request.get(consolePaths.me)).status()).toBe(401);
  });

  test('support staff find a user, unlock them, end their sessions, disable and enable the account', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail();
    await registerThroughApi(page.request, email);
    // Five wrong passwords lock the account (LOCKOUT_MAX_FAILURES): even the right one is refused.
    await signInWithWrongPasswordsUntilLocked(page, email);
    await signIn(page, email);
    await expectErrorToast(
      page,
      'Too many attempts, the account has been locked. Please try again later or retrieve your password?',
    );

    const support = staffByCli('support');
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signInToConsole(staffPage, support);
    await expectSignedInAs(staffPage, support);
    await openAccount(staffPage, email);

    // Unlocked: the right password signs the user in.
    const notLocked = staffPage.getByText('Not locked', { exact: true });
    await expect(notLocked).toHaveCount(0);
    await accountAction(staffPage, 'Unlock', false);
    await expect(notLocked).toBeVisible();
    await expectUserSignsIn(page, email);

    // Sessions ended elsewhere: the user left the app first (decision 037), and coming back to
    // Home the app's refresh is refused by the server, and the user is sent to sign in.
    await page.goto('about:blank');
    await staffPage.reload();
    const noSessions = staffPage.getByText('No sessions.', { exact: true });
    await expect(staffPage.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await expect(noSessions).toHaveCount(0);
    await accountAction(staffPage, 'End sessions', true);
    await expect(noSessions).toBeVisible();
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().includes('/oauth/token') &&
        response.url().includes('grant_type=refresh_token'),
    );
    await page.goto('/home');
    const refresh = await refreshed;
    expect(refresh.status()).toBe(401);
    expect(errorAnswerSchema.parse(await refresh.json()).code).toBe(40102);
    await expectErrorToast(page, 'Your login has expired. Please log in again.');
    await expect(page).toHaveURL(/\/login/);

    // Disabled: no sign-in, with the spec's error style (40320).
    await accountAction(staffPage, 'Disable account', true);
    await expect(staffPage.getByRole('button', { name: 'Enable account' })).toBeVisible();
    await signIn(page, email);
    await expectErrorToast(page, 'This account has been disabled. Please contact support.');
    await expect(page).toHaveURL(/\/login/);

    // Enabled again: the user signs in.
    await accountAction(staffPage, 'Enable account', false);
    await expect(staffPage.getByRole('button', { name: 'Disable account' })).toBeVisible();
    await expectUserSignsIn(page, email);
    await staffContext.close();
  });

  test('a support member is refused the admin pages and the admin routes', async ({
    page,
  }, testInfo) => {
    const support = staffByCli('support');
    await signInToConsole(page, support);
    const navigation = consoleNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Users' })).toBeVisible();
    for (const name of ADMIN_PAGES) {
      await expect(navigation.getByRole('link', { name })).toHaveCount(0);
    }
    for (const path of ['clients', 'legal', 'keys', 'staff', 'audit']) {
      await page.goto(`${CONSOLE_HOME}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    }
    await expectNoViolations(page, testInfo, 'console: not allowed');

    // The routes themselves, called with the member's session and CSRF token as a script would.
    const headers = await consoleCsrfHeaders(page);
    const refusals = [
      page.request.get(consoleAdminPaths.clients),
      page.request.post(consoleAdminPaths.clients, {
        headers,
        data: {
          clientId: `support-${randomBytes(3).toString('hex')}`,
          name: 'Not allowed',
          redirectUrls: ['https://shop.example/callback'],
          scopes: ['email'],
          skipConsent: false,
          postLogoutRedirectUrls: [],
        },
      }),
      page.request.get(consoleAdminPaths.legal),
      page.request.get(consoleAdminPaths.keys),
      page.request.post(consoleAdminPaths.keysRotate, { headers }),
      page.request.get(consoleAdminPaths.staff),
      page.request.post(consoleAdminPaths.staff, {
        headers,
        data: { email: uniqueEmail(), role: 'admin' },
      }),
      page.request.get(consolePaths.audit),
    ];
    for (const answer of await Promise.all(refusals)) {
      expect(answer.status(), answer.url()).toBe(403);
      expect(errorAnswerSchema.parse(await answer.json()).code, answer.url()).toBe(40322);
    }
  });
});

test.describe('on the embedded database, with the first admin made before the server started', () => {
  // One first admin for these journeys: its sign-ins take turns (withAuthenticatorCode).
  test.describe.configure({ mode: 'serial' });

  test('the first admin signs in by keyboard only; the sign-in screens are axe clean', async ({
    page,
  }, testInfo) => {
    const admin = mainServerAdmin();
    await page.goto(CONSOLE_HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Support console' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'console sign-in: password');

    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(admin.email);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    const code = page.getByLabel('Authenticator code');
    await expect(code).toBeVisible();
    await expectNoViolations(page, testInfo, 'console sign-in: authenticator code');
    await tabTo(page, code);
    await withAuthenticatorCode(admin, async (digits) => {
      await page.keyboard.type(digits);
      await page.keyboard.press('Enter');
      await expect(consoleNavigation(page)).toBeVisible();
    });
    await expectSignedInAs(page, admin);
  });

  test.describe('signed in once as the first admin', () => {
    // Each authenticator code works once: the admin signs in once for these journeys, whose
    // browsers start with that session's cookie.
    const adminState = join(process.env.E2E_DATA_DIR ?? '', 'console-admin-state.json');
    /** Another person's browser: without the admin's session this block's journeys start with. */
    const FRESH_BROWSER = { storageState: { cookies: [], origins: [] } };
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext(FRESH_BROWSER);
      await signInToConsole(await context.newPage(), mainServerAdmin());
      await context.storageState({ path: adminState });
      await context.close();
    });
    test.use({ storageState: adminState });

    test('every console page is axe clean', async ({ page, browser }, testInfo) => {
      // A registration and a dozen full-page scans on a shared machine: 62 s on a slow host
      // (2026-11-29 08:29) with two journeys at a time.
      test.setTimeout(180_000);
      const email = uniqueEmail();
      const userContext = await browser.newContext(FRESH_BROWSER);
      await registerThroughApi(userContext.request, email);
      await userContext.close();

      await page.goto(CONSOLE_HOME);
      await expectSignedInAs(page, mainServerAdmin());
      await openAccount(page, email);
      await expectNoViolations(page, testInfo, 'console: account');
      for (const name of [...SUPPORT_PAGES, ...ADMIN_PAGES]) {
        await consoleNavigation(page).getByRole('link', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expectNoViolations(page, testInfo, `console: ${name}`);
      }
    });

    test("the Mail page previews each template in the brand's look, in two languages", async ({
      page,
    }) => {
      await page.goto(CONSOLE_HOME);
      await consoleNavigation(page).getByRole('link', { name: 'Mail', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'E-mail templates' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Brand' }).selectOption('second');
      for (const [language, dir] of [
        ['de', 'ltr'],
        ['ar', 'rtl'],
      ] as const) {
        await page.getByRole('combobox', { name: 'E-mail language' }).selectOption(language);
        const frame = page.frameLocator('iframe[title="Preview of code-login"]');
        // The server's page of the mail, in the chosen language, with the brand's name and code.
        await expect(frame.locator('html')).toHaveAttribute('lang', language);
        await expect(frame.locator('html')).toHaveAttribute('dir', dir);
        await expect(frame.locator('#mail-footer')).toContainText('Nova');
        await expect(frame.locator('body')).toContainText('482913');
        // Its inline styles apply (its own CSP, not the console's): the header in the brand's colour.
        await expect(frame.locator('#mail-header')).toHaveCSS(
          'background-color',
          'rgb(29, 107, 58)',
        );
      }
    });

    test('a support member made on the Staff page signs in and sees only Users and Deletions; the audit shows it', async ({
      page,
      browser,
    }, testInfo) => {
      const admin = mainServerAdmin();
      const email = uniqueEmail().replace('e2e-', 'e2e-staff-');
      await page.goto(`${CONSOLE_HOME}staff`);
      await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
      await page.getByRole('button', { name: 'New staff member' }).click();
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Role').selectOption('support');
      await page.getByRole('button', { name: 'Create', exact: true }).click();

      // Shown once: the password and the authenticator enrolment.
      const handOver = page
        .getByRole('dialog')
        .filter({ has: page.getByLabel('Authenticator link') });
      await expect(handOver).toContainText(email);
      const member: StaffCredentials = {
        email,
        role: 'support',
        password: await handOver.getByLabel('Password').inputValue(),
        otpauthUri: await handOver.getByLabel('Authenticator link').inputValue(),
      };
      const secret = await handOver.getByLabel('Authenticator secret').inputValue();
      expect(new URL(member.otpauthUri).searchParams.get('secret')).toBe(secret);
      await expectNoViolations(page, testInfo, 'console: staff sign-in details');
      await handOver.getByRole('button', { name: 'Done' }).click();
      await expect(handOver).toHaveCount(0);
      await expect(page.getByText(member.password)).toHaveCount(0);

      const memberContext = await browser.newContext(FRESH_BROWSER);
      const memberPage = await memberContext.newPage();
      await signInToConsole(memberPage, member);
      await expectSignedInAs(memberPage, member);
      const navigation = consoleNavigation(memberPage);
      await expect(navigation.getByRole('link')).toHaveText([...SUPPORT_PAGES]);
      await memberPage.goto(`${CONSOLE_HOME}staff`);
      await expect(
        memberPage.getByRole('heading', { level: 1, name: 'Not allowed' }),
      ).toBeVisible();
      await memberContext.close();

      // Audited: who made whom, and the member's sign-in.
      await consoleNavigation(page).getByRole('link', { name: 'Audit' }).click();
      const rows = page.getByRole('row');
      await expect(
        rows
          .filter({ hasText: admin.email })
          .filter({ hasText: 'Added a support member' })
          .filter({ hasText: email }),
      ).toHaveCount(1);
      // Actions show by their labels, not their codes (decision 059).
      await expect(
        rows
          .filter({ hasText: email })
          .filter({ has: page.getByText('Signed in to the console', { exact: true }) }),
      ).toHaveCount(1);
    });

    test('a client made in the console signs the demo shop’s customer in', async ({
      page,
      browser,
    }, testInfo) => {
      const shopPort = await freePort();
      const shopUrl = `http://localhost:${shopPort}`;
      const clientId = `console-shop-${randomBytes(4).toString('hex')}`;

      await page.goto(CONSOLE_HOME);
      await expectSignedInAs(page, mainServerAdmin());
      await consoleNavigation(page).getByRole('link', { name: 'Clients' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
      await page.getByRole('button', { name: 'New client' }).click();
      await page.getByLabel('Client ID').fill(clientId);
      await page.getByLabel('Name').fill('Console Shop');
      await page.getByLabel('Redirect URLs').fill(`${shopUrl}/callback`);
      await page.getByLabel('Post-logout URLs').fill(`${shopUrl}/`);
      await page.getByRole('group', { name: 'Scopes' }).getByLabel('email').check();
      await page.getByLabel('First-party (no consent screen)').check();
      await page.getByRole('button', { name: 'Create client' }).click();

      // The secret, shown once.
      const shownOnce = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('textbox', { name: 'Client secret' }) });
      await expect(shownOnce).toContainText(clientId);
      const secretField = shownOnce.getByRole('textbox', { name: 'Client secret' });
      await expect(secretField).toHaveAttribute('readonly');
      const secret = await secretField.inputValue();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      await expectNoViolations(page, testInfo, 'console: client secret');
      await shownOnce.getByRole('button', { name: 'Done' }).click();
      await expect(shownOnce).toHaveCount(0);
      await expect(page.getByText(clientId)).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);

      const shop = await startShopDemo({
        port: shopPort,
        issuer: new URL(testInfo.project.use.baseURL ?? '').origin,
        clientId,
        clientSecret: secret,
        name: 'Console Shop',
      });
      const customer = await browser.newContext(FRESH_BROWSER);
      try {
        const customerPage = await customer.newPage();
        const email = uniqueEmail();
        await registerThroughApi(customerPage.request, email);
        await customerPage.goto(shop.url);
        await customerPage.getByRole('link', { name: 'Sign in with your Aurora account' }).click();
        await expect(customerPage).toHaveURL(
          new RegExp(`/login\\?client_id=${clientId}&.*interaction=`),
        );
        await customerPage.getByLabel('Account').fill(email);
        await customerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await acceptAgreement(customerPage);
        await solveSlider(customerPage);
        await customerPage.getByRole('button', { name: 'Log in' }).click();
        await expect(customerPage).toHaveURL(`${shopUrl}/`);
        await expect(customerPage.getByTestId('customer-email')).toHaveText(email);
      } finally {
        await customer.close();
        await shop.stop();
      }
    });
  });
});
