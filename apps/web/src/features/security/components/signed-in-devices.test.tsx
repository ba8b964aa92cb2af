import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AccountActivity } from '#features/security/components/account-activity.tsx';
import { SignedInDevices } from '#features/security/components/signed-in-devices.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const SESSIONS_PATH = '/api/aurora-user/v1/sessions';
const END_PATH = '/api/aurora-user/v1/sessions/end';
const END_OTHERS_PATH = '/api/aurora-user/v1/sessions/end-others';
const ACTIVITY_PATH = '/api/aurora-user/v1/activity';

const laptop = {
  id: '11111111-1111-4111-8111-111111111111',
  device: { browser: 'Firefox', os: 'Windows 10', type: null },
  ip: '203.0.113.7',
  signedInAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-25T09:30:00.000Z',
  current: true,
};
const phone = {
  id: '22222222-2222-4222-8222-222222222222',
  device: { browser: 'Mobile Safari', os: 'iOS 17.5', type: 'mobile' },
  ip: '198.51.100.23',
  signedInAt: '2026-11-21T08:00:00.000Z',
  lastSeenAt: '2026-11-24T09:30:00.000Z',
  current: false,
};

describe('signed-in devices', () => {
  test('lists the devices, marks this one, and signs another one out', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    let sessions = [laptop, phone];
    const calls = stubFetch([
      { method: 'GET', path: SESSIONS_PATH, reply: () => ok({ sessions }) },
      {
        method: 'POST',
        path: END_PATH,
        reply: () => {
          sessions = [laptop];
          return ok(null);
        },
      },
    ]);
    await renderRoute(<SignedInDevices />, { path: '/home' });

    await expect.element(page.getByText('Firefox on Windows 10', { exact: false })).toBeVisible();
    await expect.element(page.getByText('This device')).toBeVisible();
    await expect.element(page.getByText(/198\.51\.100\.23/)).toBeVisible();
    // This device has no "Sign out" of its own; the phone has, named for screen readers.
    expect(page.getByRole('button', { name: 'Sign out Firefox on Windows 10' }).all()).toHaveLength(
      0,
    );
    await userEvent.click(page.getByRole('button', { name: 'Sign out Mobile Safari on iOS 17.5' }));
    await expect.element(page.getByText('The device has been signed out.')).toBeVisible();
    const ended = calls.find((call) => call.url.pathname === END_PATH);
    expect(ended?.body).toEqual({ sessionId: phone.id });
    expect(ended?.headers.get('Aurora-Auth')).toBe('access-1');
    await expect.element(page.getByText('Mobile Safari on iOS 17.5')).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Sign out all other devices' }).all()).toHaveLength(0);
  });

  test('"Sign out all other devices" asks for the password first, then tells how many were', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    let answers = 0;
    const calls = stubFetch([
      { method: 'GET', path: SESSIONS_PATH, reply: () => ok({ sessions: [laptop, phone] }) },
      {
        method: 'POST',
        path: END_OTHERS_PATH,
        reply: () =>
          (answers += 1) === 1
            ? {
                status: 400,
                body: { code: 30916, msg: 'original password is wrong' },
              }
            : ok({ ended: 1 }),
      },
    ]);
    await renderRoute(<SignedInDevices />, { path: '/home' });
    await userEvent.click(page.getByRole('button', { name: 'Sign out all other devices' }));

    // Decision 038: a dialog with a labelled, focused password field.
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect.element(dialog).toBeVisible();
    const field = dialog.getByLabelText('Current password');
    await expect.element(field).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect.element(dialog.getByText('Enter your password or the code.')).toBeVisible();
    expect(calls.filter((call) => call.url.pathname === END_OTHERS_PATH)).toHaveLength(0);

    await field.fill('Wrong-pass9');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect
      .element(dialog.getByRole('alert'))
      .toMatchTextContent('Incorrect password, please try again.');
    await expect.element(field).toHaveFocus();

    await field.fill('Secret123');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect.element(page.getByText('Devices signed out: 1')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    const sent = calls.filter((call) => call.url.pathname === END_OTHERS_PATH);
    expect(sent.map((call) => call.body)).toEqual([
      { currentPassword: 'Wrong-pass9' },
      { currentPassword: 'Secret123' },
    ]);
  });
});

describe('account activity', () => {
  test('shows each event with its text, device and address; an empty log says so', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([
      {
        method: 'GET',
        path: ACTIVITY_PATH,
        reply: () =>
          ok({
            events: [
              {
                id: '2',
                type: 'sign-in-failed',
                at: '2026-11-25T09:30:00.000Z',
                ip: '203.0.113.9',
                device: { browser: 'Firefox', os: 'Windows 10', type: null },
              },
              {
                id: '1',
                type: 'account-locked',
                at: '2026-11-25T09:29:00.000Z',
                ip: null,
                device: null,
              },
            ],
          }),
      },
    ]);
    await renderRoute(<AccountActivity />, { path: '/home' });
    await expect.element(page.getByText('Failed sign-in')).toBeVisible();
    await expect.element(page.getByText(/Firefox on Windows 10 · 203\.0\.113\.9/)).toBeVisible();
    await expect.element(page.getByText('Account locked')).toBeVisible();
  });

  test('an empty log says so', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([{ method: 'GET', path: ACTIVITY_PATH, reply: () => ok({ events: [] }) }]);
    await renderRoute(<AccountActivity />, { path: '/home' });
    await expect
      .element(
        page.getByText(
          'Nothing here yet. Sign-ins and changes to your security settings will be listed here.',
        ),
      )
      .toBeVisible();
  });
});
