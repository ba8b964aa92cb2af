import { consoleConnectorPaths, consolePaths } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '#app/app.tsx';
import { fakeServer, ok } from '#testing/fake-server.ts';

const staff = (role: 'admin' | 'support') => ({
  email: `${role}@example.com`,
  role,
  csrfToken: `csrf-${role}`,
});

const GOOGLE = {
  id: '7d1c2b8e-6d0e-4e43-9d43-7a1c5e9b1f00',
  slug: 'google',
  kind: 'google',
  name: 'Google',
  issuer: 'https://accounts.google.com',
  clientId: 'google-client',
  scopes: 'openid email profile',
  countries: [],
  enabled: true,
  hasSecret: true,
  teamId: null,
  keyId: null,
  apiBase: null,
};

async function start(path: string) {
  await render(<App hook={memoryLocation({ path }).hook} />);
}

describe('connectors', () => {
  test('an admin lists, disables, and adds Apple with its key, team and key ID; the secret is never shown', async () => {
    let rows = [GOOGLE];
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.path === `${consoleConnectorPaths.connectors}?tenant=000000`) {
        return ok({ connectors: rows });
      }
      if (call.path === `${consoleConnectorPaths.connectors}/${GOOGLE.id}/enabled`) {
        rows = [{ ...GOOGLE, enabled: false }];
        return ok({ connector: rows[0] });
      }
      if (call.path === consoleConnectorPaths.connectors && call.method === 'POST') {
        const body = call.body as { slug: string; name: string };
        const saved = { ...GOOGLE, id: 'x', kind: 'apple', slug: body.slug, name: body.name };
        rows = [...rows, saved];
        return ok({ connector: saved });
      }
      return undefined;
    });
    await start('/connectors');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Connectors' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Stored' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Disable Google' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Google is disabled.' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Enable Google' })).toBeVisible();
    const toggled = calls.find((call) => call.path.endsWith('/enabled'));
    expect(toggled).toMatchObject({
      csrf: 'csrf-admin',
      body: { tenant: '000000', enabled: false },
    });

    await userEvent.selectOptions(page.getByLabelText('Kind'), 'apple');
    await userEvent.fill(page.getByLabelText('Identifier'), 'apple');
    await userEvent.fill(page.getByLabelText('Name'), 'Apple');
    await userEvent.fill(page.getByLabelText('Client ID (WeChat: AppID)'), 'com.example.web');
    await userEvent.fill(
      page.getByLabelText('Sign in with Apple private key (.p8)'),
      '-----BEGIN PRIVATE KEY-----',
    );
    await userEvent.fill(page.getByLabelText('Apple team ID'), 'TEAM123456');
    await userEvent.fill(page.getByLabelText('Apple key ID'), 'KEY1234567');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Apple is saved.' }))
      .toBeVisible();
    const saved = calls.find(
      (call) => call.path === consoleConnectorPaths.connectors && call.method === 'POST',
    );
    expect(saved?.body).toEqual({
      tenant: '000000',
      slug: 'apple',
      kind: 'apple',
      name: 'Apple',
      clientId: 'com.example.web',
      clientSecret: '-----BEGIN PRIVATE KEY-----',
      enabled: true,
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
    });
    // Editing shows no secret and keeps it unless one is typed.
    await userEvent.click(page.getByRole('button', { name: 'Edit Google' }));
    await expect.element(page.getByLabelText('Client secret (WeChat: AppSecret)')).toHaveValue('');
    await expect
      .element(
        page.getByText('A secret is stored. Leave empty to keep it; anything entered replaces it.'),
      )
      .toBeVisible();
  });

  test('a support member sees "Not allowed" and no connectors are asked for', async () => {
    const calls = fakeServer((call) =>
      call.path === consolePaths.me ? ok(staff('support')) : undefined,
    );
    await start('/connectors');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Not allowed' }))
      .toBeVisible();
    expect(calls.some((call) => call.path.startsWith(consoleConnectorPaths.connectors))).toBe(
      false,
    );
  });

  test("the account page lists the account's linked sign-in methods", async () => {
    const userId = '0b9f2c8e-6d0e-4e43-9d43-7a1c5e9b1f00';
    fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('support'));
      if (call.path === `${consolePaths.users}/${userId}?tenant=000000`) {
        return ok({
          user: {
            id: userId,
            tenantId: '000000',
            productId: '5136332538',
            email: 'ada@example.com',
            phone: null,
            country: 'DE',
            language: 'en',
            createdAt: '2026-11-01T10:00:00.000Z',
            doubleCheckRequired: false,
            lockedUntil: null,
            disabledAt: null,
          },
          sessions: [],
          passkeys: [],
          totpEnabled: false,
          activity: [],
        });
      }
      if (call.path === `${consolePaths.users}/${userId}/identities?tenant=000000`) {
        return ok({
          identities: [
            {
              id: 'i-1',
              connector: { id: GOOGLE.id, slug: 'google', kind: 'google', name: 'Google' },
              email: 'ada@gmail.example',
              linkedAt: '2026-11-02T10:00:00.000Z',
              lastSignInAt: null,
            },
          ],
        });
      }
      return undefined;
    });
    await start(`/users/000000/${userId}`);
    const region = page.getByRole('region', { name: 'Linked sign-in methods' });
    await expect.element(region).toBeVisible();
    await expect.element(region.getByRole('cell', { name: 'ada@gmail.example' })).toBeVisible();
    await expect.element(region.getByRole('cell', { name: 'Google' })).toBeVisible();
  });
});
