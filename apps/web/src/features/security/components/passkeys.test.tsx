import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Passkeys } from '#features/security/components/passkeys.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const LIST_PATH = '/api/aurora-user/v1/passkeys';
const RENAME_PATH = '/api/aurora-user/v1/passkeys/rename';
const REMOVE_PATH = '/api/aurora-user/v1/passkeys/remove';

const laptop = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Passkey 1',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};

describe('passkeys on Home', () => {
  test('renames (an empty name is refused without a call) and removes a passkey', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    let passkeys = [laptop];
    const calls = stubFetch([
      { method: 'GET', path: LIST_PATH, reply: () => ok({ passkeys }) },
      {
        method: 'POST',
        path: RENAME_PATH,
        reply: () => {
          passkeys = [{ ...laptop, name: 'Work laptop' }];
          return ok({ passkey: passkeys[0] });
        },
      },
      {
        method: 'POST',
        path: REMOVE_PATH,
        reply: () => {
          passkeys = [];
          return ok(null);
        },
      },
    ]);
    await renderRoute(<Passkeys />, { path: '/home' });

    await expect.element(page.getByText('Passkey 1', { exact: false })).toBeVisible();
    await expect.element(page.getByText('Synced')).toBeVisible();
    // Without WebAuthn in this browser (setup-tests), no "Add" but a note.
    await expect.element(page.getByText('This browser cannot use passkeys.')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Rename Passkey 1' }));
    const name = page.getByLabelText('Passkey name');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect.element(page.getByText('Enter a name of 1 to 64 characters.')).toBeVisible();
    expect(calls.filter((call) => call.url.pathname === RENAME_PATH)).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, ' Work laptop ');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect.element(page.getByText('Work laptop', { exact: false })).toBeVisible();
    expect(calls.find((call) => call.url.pathname === RENAME_PATH)?.body).toEqual({
      id: laptop.id,
      name: 'Work laptop',
    });

    await userEvent.click(page.getByRole('button', { name: 'Remove Work laptop' }));
    await expect.element(page.getByText('The passkey has been removed.')).toBeVisible();
    await expect
      .element(
        page.getByText(
          'You have no passkeys yet. Add one to sign in with your fingerprint, face or screen lock.',
        ),
      )
      .toBeVisible();
    const removed = calls.find((call) => call.url.pathname === REMOVE_PATH);
    expect(removed?.body).toEqual({ id: laptop.id });
    expect(removed?.headers.get('Aurora-Auth')).toBe('access-1');
  });
});
