import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LogoutConfirm } from '#features/logout/components/logout-confirm.tsx';
import { navigation } from '#lib/navigation.ts';
import { getRefreshToken, storeTokens } from '#lib/session/session.ts';
import { getToken } from '#lib/session/token-cookie.ts';
import { acceptArrivingClient, captureUrlParams } from '#lib/session/url-params.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const logoutPath = '/api/aurora-auth/oauth/logout';

describe('LogoutConfirm', () => {
  test('asks, and Cancel does not call the server', async () => {
    const onCancel = vi.fn();
    await renderRoute(<LogoutConfirm onLoggedOut={vi.fn()} onCancel={onCancel} />);
    await expect.element(page.getByText('Do you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  test('Confirm calls logout with the token, then forgets the token pair', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const calls = stubFetch([{ method: 'GET', path: logoutPath, reply: () => ok(null) }]);
    const onLoggedOut = vi.fn();
    await renderRoute(<LogoutConfirm onLoggedOut={onLoggedOut} onCancel={vi.fn()} />);

    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => onLoggedOut.mock.calls.length).toBe(1);
    expect(calls[0]?.headers.get('Aurora-Auth')).toBe('access-1');
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
  });

  test('a 401 goes to the stored redirect_url when there is one', async () => {
    captureUrlParams('?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2Fback');
    acceptArrivingClient();
    storeTokens({ access_token: 'stale', refresh_token: 'refresh-1' });
    stubFetch([
      {
        method: 'GET',
        path: logoutPath,
        reply: () => ({ status: 401, body: { code: 40100, msg: 'token invalid' } }),
      },
    ]);
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    const onLoggedOut = vi.fn();
    await renderRoute(<LogoutConfirm onLoggedOut={onLoggedOut} onCancel={vi.fn()} />);

    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => leave.mock.calls.length).toBe(1);
    expect(leave).toHaveBeenCalledWith('https://shop.example/back');
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  test('a 401 without redirect_url ends at login; an unsafe redirect_url is ignored', async () => {
    captureUrlParams('?redirect_url=javascript%3Aalert(1)');
    acceptArrivingClient();
    stubFetch([
      {
        method: 'GET',
        path: logoutPath,
        reply: () => ({ status: 401, body: { code: 40100, msg: 'token invalid' } }),
      },
    ]);
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    const onLoggedOut = vi.fn();
    await renderRoute(<LogoutConfirm onLoggedOut={onLoggedOut} onCancel={vi.fn()} />);

    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => onLoggedOut.mock.calls.length).toBe(1);
    expect(leave).not.toHaveBeenCalled();
  });
});
