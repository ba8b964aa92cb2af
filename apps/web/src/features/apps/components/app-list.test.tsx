import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { AppList } from '#features/apps/components/app-list.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const APPS_PATH = '/api/aurora-user/v1/apps';
const REVOKE_PATH = '/api/aurora-user/v1/apps/revoke';
const partner = {
  grant_id: 'grant-partner',
  client_id: 'partner-app',
  name: 'Partner App',
  scopes: ['email', 'phone'],
  granted_at: '2026-03-01T10:00:00.000Z',
};
const shop = {
  grant_id: 'grant-shop',
  client_id: 'aurora-shop',
  name: 'Aurora Shop',
  scopes: ['email'],
  granted_at: '2026-02-01T10:00:00.000Z',
};

describe('AppList (home)', () => {
  test('lists the apps that can sign the user in, with what they receive, and removes one', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const calls = stubFetch([
      { method: 'GET', path: APPS_PATH, reply: () => ok({ apps: [partner, shop] }) },
      { method: 'POST', path: REVOKE_PATH, reply: () => ok(null) },
    ]);
    await renderRoute(<AppList />, { path: '/home' });

    await expect
      .element(page.getByRole('heading', { name: 'Apps that can sign you in' }))
      .toBeVisible();
    await expect.element(page.getByText('Partner App')).toBeVisible();
    await expect
      .element(
        page.getByText('Your account ID, Your email address, Your phone number', { exact: false }),
      )
      .toBeVisible();
    await expect.element(page.getByText('Aurora Shop')).toBeVisible();

    await page.getByRole('button', { name: 'Remove access for Partner App' }).click();
    await expect.element(page.getByText('Partner App can no longer sign you in.')).toBeVisible();
    expect(calls.find((call) => call.url.pathname === REVOKE_PATH)?.body).toEqual({
      grant_id: 'grant-partner',
    });
    expect(page.getByRole('button', { name: 'Remove access for Partner App' }).all()).toHaveLength(
      0,
    );
    await expect
      .element(page.getByRole('button', { name: 'Remove access for Aurora Shop' }))
      .toBeVisible();
  });

  test('says so when no app can sign the user in', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([{ method: 'GET', path: APPS_PATH, reply: () => ok({ apps: [] }) }]);
    await renderRoute(<AppList />, { path: '/home' });
    await expect
      .element(
        page.getByText(
          'No apps can sign you in. When you allow an app to use your account, it appears here and you can remove its access.',
        ),
      )
      .toBeVisible();
  });
});
