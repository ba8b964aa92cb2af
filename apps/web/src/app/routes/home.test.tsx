import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as z from 'zod/mini';
import { HomeRoute } from '#app/routes/home.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch, type RecordedRequest } from '#testing/fetch-stub.ts';
import {
  allTermsAccepted,
  HOME_RULE_CHECK_PATH,
  HOME_RULE_LIST_PATH,
  homeRule,
  legalDocument,
  PRIVACY_PATH,
  privacyRoute,
} from '#testing/legal-stubs.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { isSecurityCall, securityRoutes } from '#testing/security-stubs.ts';
import { noApps } from '#testing/apps-stubs.ts';

const INFO_PATH = '/api/aurora-user/v1/info';
const userInfo = {
  productId: '1002003004',
  email: 'someone@example.com',
  phoneMasked: null,
  country: 'AT',
  birthDate: { year: 1990, month: 2, day: 28 },
  createdAt: '2025-01-01T00:00:00.000Z',
};
const infoRoute = { method: 'GET' as const, path: INFO_PATH, reply: () => ok(userInfo) };

/** The calls besides the security sections' (they load in parallel). */
const legalCalls = (calls: RecordedRequest[]) => calls.filter((call) => !isSecurityCall(call));

const acceptanceOf = (request: RecordedRequest) =>
  z.object({ accept: z.optional(z.array(z.unknown())) }).parse(request.body).accept;

/** The server: one pending user agreement (for Austria) until it is accepted. */
function pendingUserAgreement() {
  let accepted = false;
  const pending = homeRule({
    kind: 'user-agreement',
    version: 3,
    title: 'Aurora User Agreement',
    country: 'AT',
  });
  return {
    method: 'POST' as const,
    path: HOME_RULE_CHECK_PATH,
    reply: (request: RecordedRequest) => {
      if (acceptanceOf(request)) accepted = true;
      return ok(
        accepted ? { accepted: true, missing: [] } : { accepted: false, missing: [pending] },
      );
    },
  };
}

describe('Home: updated terms', () => {
  test('everything accepted: the account, no dialog; the check runs once the account loaded', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const calls = stubFetch([infoRoute, noApps, allTermsAccepted, ...securityRoutes]);
    await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    await expect
      .poll(() => legalCalls(calls).map((call) => call.url.pathname))
      .toEqual([INFO_PATH, HOME_RULE_CHECK_PATH]);
    const check = legalCalls(calls)[1];
    expect(check?.body).toEqual({ language: 'en' });
    expect(check?.headers.get('Aurora-Auth')).toBe('access-1');
    expect(page.getByRole('alertdialog').all()).toHaveLength(0);
  });

  test('pending terms: a dialog lists them, each openable; it stays until accepted', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const calls = stubFetch([
      ...securityRoutes,
      infoRoute,
      noApps,
      pendingUserAgreement(),
      privacyRoute(() =>
        ok(
          legalDocument({
            kind: 'user-agreement',
            version: 3,
            country: 'AT',
            title: 'Aurora User Agreement',
            body: 'Version three.',
          }),
        ),
      ),
    ]);
    await renderRoute(<HomeRoute />, { path: '/home' });

    const terms = page.getByRole('alertdialog', { name: 'We have updated our terms' });
    await expect.element(terms).toBeVisible();
    await expect
      .element(terms)
      .toHaveAccessibleDescription(
        'To keep using your account, please read and accept the current versions of these documents:',
      );
    await expect.element(terms.getByText('version 3')).toBeVisible();

    // The document opens over it, for the version's country; Escape closes only the document.
    await terms.getByRole('button', { name: 'Aurora User Agreement' }).click();
    const documentDialog = page.getByRole('dialog', { name: 'Aurora User Agreement' });
    await expect.element(documentDialog.getByText('Version three.')).toBeVisible();
    const privacyCall = calls.find((call) => call.url.pathname === PRIVACY_PATH);
    expect(privacyCall?.url.searchParams.get('country')).toBe('AT');
    await userEvent.keyboard('{Escape}');
    await expect.element(documentDialog).not.toBeInTheDocument();
    await expect.element(terms).toBeVisible();

    // The terms dialog itself cannot be dismissed.
    await userEvent.keyboard('{Escape}');
    await expect.element(terms).toBeVisible();

    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect.element(terms).not.toBeInTheDocument();
    await expect
      .element(page.getByText('Thank you. Your acceptance has been recorded.'))
      .toBeVisible();
    const acceptCall = calls.find(
      (call) => call.url.pathname === HOME_RULE_CHECK_PATH && acceptanceOf(call),
    );
    expect(acceptCall?.body).toEqual({
      language: 'en',
      accept: [{ kind: 'user-agreement', version: 3 }],
    });
  });

  test('"Log out" goes to the logout screen', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([infoRoute, noApps, pendingUserAgreement(), ...securityRoutes]);
    const { router } = await renderRoute(<HomeRoute />, { path: '/home' });

    const terms = page.getByRole('alertdialog', { name: 'We have updated our terms' });
    await expect
      .element(terms.getByText('If you do not accept them, you will be logged out.'))
      .toBeVisible();
    await terms.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => router.location.pathname).toBe('/logout');
  });

  test('a version published meanwhile (40900): the error, then the current list', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    let version = 2;
    stubFetch([
      ...securityRoutes,
      infoRoute,
      noApps,
      {
        method: 'POST',
        path: HOME_RULE_CHECK_PATH,
        reply: (request) => {
          if (acceptanceOf(request)) {
            version = 3;
            return { status: 409, body: { code: 40900, msg: 'not current' } };
          }
          return ok({ accepted: false, missing: [homeRule({ version })] });
        },
      },
    ]);
    await renderRoute(<HomeRoute />, { path: '/home' });

    const terms = page.getByRole('alertdialog', { name: 'We have updated our terms' });
    await expect.element(terms.getByText('version 2')).toBeVisible();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect
      .element(
        page.getByText(
          'The terms have just changed. Please read the current version and accept it.',
        ),
      )
      .toBeVisible();
    await expect.element(terms.getByText('version 3')).toBeVisible();
  });
});

describe('Home: your agreements (spec §7 home/rule/list)', () => {
  test('its section lists the current documents with version and acceptance, each openable', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const calls = stubFetch([
      ...securityRoutes,
      infoRoute,
      noApps,
      allTermsAccepted,
      {
        method: 'POST',
        path: HOME_RULE_LIST_PATH,
        reply: () =>
          ok({
            documents: [
              homeRule({ kind: 'user-agreement', title: 'Aurora User Agreement', accepted: true }),
              homeRule({ kind: 'privacy-policy', version: 4, accepted: true }),
              homeRule({
                kind: 'product-service-agreement',
                title: 'Aurora Product Service Agreement',
                required: false,
                accepted: false,
              }),
            ],
          }),
      },
      privacyRoute(() => ok(legalDocument({ version: 4, body: 'Privacy, version four.' }))),
    ]);
    await renderRoute(<HomeRoute />, { path: '/home/agreements' });

    await expect.element(page.getByRole('heading', { level: 2, name: 'Agreements' })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Your agreements' }))
      .toBeVisible();

    const list = page.getByRole('list').filter({ hasText: 'Aurora Product Service Agreement' });
    await expect.element(list).toBeVisible();
    await expect.element(list.getByText('version 4')).toBeVisible();
    expect(list.getByText('Accepted', { exact: true }).all()).toHaveLength(2);
    const listCall = calls.find((call) => call.url.pathname === HOME_RULE_LIST_PATH);
    expect(listCall?.body).toEqual({ language: 'en' });
    expect(listCall?.headers.get('Aurora-Auth')).toBe('access-1');

    await list.getByRole('button', { name: 'Aurora Privacy Policy' }).click();
    await expect
      .element(page.getByRole('dialog').getByText('Privacy, version four.'))
      .toBeVisible();
  });
});

describe('Home: an account page (issue 37)', () => {
  test('the overview: who and which brand, the sections, the security at a glance, the account links', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([infoRoute, allTermsAccepted, ...securityRoutes]);
    await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.element(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    await expect.element(page.getByText('Aurora account')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Account sections' });
    expect(
      nav
        .getByRole('link')
        .elements()
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Personal info', '/home/profile'],
      ['Security', '/home/security'],
      ['Devices', '/home/devices'],
      ['Apps', '/home/apps'],
      ['Activity', '/home/activity'],
      ['Agreements', '/home/agreements'],
      ['Privacy and data', '/home/privacy'],
    ]);
    const glance = page.getByRole('region', { name: 'Security at a glance' });
    await expect.element(glance.getByRole('link', { name: 'Passkeys None yet' })).toBeVisible();
    await expect
      .element(glance.getByRole('link', { name: 'Authenticator app Off' }))
      .toHaveAttribute('href', '/home/security');
    await expect
      .element(glance.getByRole('link', { name: 'Password Not changed recently' }))
      .toBeVisible();
    await expect
      .element(glance.getByRole('link', { name: 'Signed-in devices Devices: 0' }))
      .toHaveAttribute('href', '/home/devices');
    await expect
      .element(page.getByRole('link', { name: 'Change password' }))
      .toHaveAttribute('href', '/changePassword');
    await expect
      .element(page.getByRole('link', { name: 'Change email' }))
      .toHaveAttribute('href', '/changeMailBox');
    await expect
      .element(page.getByRole('link', { name: 'Log out' }))
      .toHaveAttribute('href', '/logout');
  });

  test('the keyboard follows the reading order: log out, the sections, the glance, the account links', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([infoRoute, allTermsAccepted, ...securityRoutes]);
    await renderRoute(<HomeRoute />, { path: '/home' });
    await expect.element(page.getByRole('link', { name: 'Change email' })).toBeVisible();

    // No positive tabindex anywhere: the tab order is the document order.
    expect(
      document.querySelectorAll('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])'),
    ).toHaveLength(0);
    expect(
      [...document.querySelectorAll('.page-panel a[href]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([
      '/logout',
      '/home/profile',
      '/home/security',
      '/home/devices',
      '/home/apps',
      '/home/activity',
      '/home/agreements',
      '/home/privacy',
      '/home/security',
      '/home/security',
      '/home/security',
      '/home/devices',
      '/changePassword',
      '/changeMailBox',
    ]);
  });

  test('a section at its own address: its heading, marked in the navigation, its empty state', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([infoRoute, allTermsAccepted, ...securityRoutes]);
    await renderRoute(<HomeRoute />, { path: '/home/activity' });

    await expect.element(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
    // Marked in the navigation (hidden on a phone-wide frame, where "All settings" leads back).
    expect(document.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Activity');
    expect(document.querySelector('a.home-section__back')?.getAttribute('href')).toBe('/home');
    await expect
      .element(
        page.getByText(
          'Nothing here yet. Sign-ins and changes to your security settings will be listed here.',
        ),
      )
      .toBeVisible();
    expect(page.getByRole('region', { name: 'Security at a glance' }).all()).toHaveLength(0);
  });

  test('the password age comes from the newest password change in the activity', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([
      infoRoute,
      allTermsAccepted,
      {
        method: 'GET',
        path: '/api/aurora-user/v1/activity',
        reply: () =>
          ok({
            events: [
              { id: 'e2', type: 'sign-in', at: '2026-03-04T10:00:00.000Z', device: null, ip: null },
              {
                id: 'e1',
                type: 'password-reset',
                at: '2026-03-03T10:00:00.000Z',
                device: null,
                ip: null,
              },
            ],
          }),
      },
      ...securityRoutes,
    ]);
    await renderRoute(<HomeRoute />, { path: '/home/security' });

    await expect.element(page.getByText('Last changed Mar 3, 2026')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Change password' }))
      .toHaveAttribute('href', '/changePassword');
    await expect
      .element(
        page.getByText(
          'You have no passkeys yet. Add one to sign in with your fingerprint, face or screen lock.',
        ),
      )
      .toBeVisible();
  });

  test('privacy: the section offers the data download and the account deletion (decision 057)', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([infoRoute, allTermsAccepted, ...securityRoutes]);
    await renderRoute(<HomeRoute />, { path: '/home/privacy' });
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Privacy and data' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Download your data' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Download: Data file (JSON)' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete account…' })).toBeVisible();
  });

  test('an unknown section goes to /404', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([infoRoute, allTermsAccepted, ...securityRoutes]);
    const { router } = await renderRoute(<HomeRoute />, { path: '/home/nothing' });
    await expect.poll(() => router.location.pathname).toBe('/404');
  });

  test('a 401 sends the visitor to /login with the stored url params', async () => {
    stubFetch([
      {
        method: 'GET',
        path: INFO_PATH,
        reply: () => ({ status: 401, body: { code: 40100, msg: 'token invalid' } }),
      },
    ]);
    const { acceptArrivingClient, captureUrlParams } = await import('#lib/session/url-params.ts');
    captureUrlParams('?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F');
    acceptArrivingClient();
    const { router } = await renderRoute(<HomeRoute />, { path: '/home' });
    await expect
      .poll(() => `${router.location.pathname}${router.location.search}`)
      .toBe('/login?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F');
  });
});
