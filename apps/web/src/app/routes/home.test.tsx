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
import { APPS_PATH, noApps } from '#testing/apps-stubs.ts';

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
      .toEqual([INFO_PATH, APPS_PATH, HOME_RULE_CHECK_PATH]);
    const check = legalCalls(calls)[2];
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
  test('opened, it lists the current documents with version and acceptance, each openable', async () => {
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
    await renderRoute(<HomeRoute />, { path: '/home' });

    const toggle = page.getByRole('button', { name: 'Your agreements' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    // Not asked for until opened.
    expect(calls.some((call) => call.url.pathname === HOME_RULE_LIST_PATH)).toBe(false);
    await toggle.click();

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
