import { consoleAdminPaths, consolePaths, MANAGEMENT_SCOPES } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '#app/app.tsx';
import { fakeServer, ok } from '#testing/fake-server.ts';

const ADMIN = { email: 'admin@example.com', role: 'admin', csrfToken: 'csrf-admin' };

const machineClient = (scopes: string[]) => ({
  clientId: 'back-office',
  name: 'Back office',
  type: 'confidential',
  machine: true,
  redirectUrls: [],
  scopes,
  shop: false,
  skipConsent: false,
  postLogoutRedirectUrls: [],
  backchannelLogoutUrl: null,
  frontchannelLogoutUrl: null,
  frontchannelLogoutSessionRequired: false,
  createdAt: '2026-11-28T03:00:00.000Z',
});

async function start() {
  await render(<App hook={memoryLocation({ path: '/clients' }).hook} />);
}

describe('machine clients', () => {
  test('an admin registers one with scopes from the contract; none chosen is refused at the group; the secret is shown once', async () => {
    let rows: ReturnType<typeof machineClient>[] = [];
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(ADMIN);
      if (call.path !== consoleAdminPaths.clients) return undefined;
      if (call.method === 'GET') return ok({ clients: rows });
      if (call.method === 'POST') {
        const { scopes } = call.body as { scopes: string[] };
        rows = [machineClient(scopes)];
        return ok({ client: rows[0], secret: 'machine-secret' });
      }
      return undefined;
    });
    await start();
    await userEvent.click(page.getByRole('button', { name: 'New machine client' }));
    const dialog = page.getByRole('dialog', { name: 'New machine client' });
    // A machine client has no URLs and no consent screen to choose.
    expect(dialog.getByLabelText('Redirect URLs').query()).toBeNull();
    expect(dialog.getByRole('checkbox', { name: /First-party/ }).query()).toBeNull();
    const group = dialog.getByRole('group', { name: 'Management API scopes' });
    // Every scope the server accepts, and only those.
    const boxes = group.getByRole('checkbox').elements() as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual([...MANAGEMENT_SCOPES]);

    await userEvent.fill(dialog.getByLabelText('Client ID'), 'back-office');
    await userEvent.fill(dialog.getByLabelText('Name'), 'Back office');
    await userEvent.click(dialog.getByRole('button', { name: 'Create machine client' }));
    const first = group.getByRole('checkbox', { name: /users:read/ });
    await expect.element(first).toHaveFocus();
    await expect.element(first).toHaveAccessibleDescription('Choose at least one scope.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(first);
    await userEvent.click(group.getByRole('checkbox', { name: /sessions:write/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create machine client' }));
    const secret = page.getByRole('textbox', { name: 'Client secret' });
    await expect.element(secret).toHaveValue('machine-secret');
    await expect.element(secret).toHaveAttribute('readonly');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: consoleAdminPaths.clients,
        csrf: 'csrf-admin',
        body: {
          clientId: 'back-office',
          name: 'Back office',
          redirectUrls: [],
          postLogoutRedirectUrls: [],
          scopes: ['users:read', 'sessions:write'],
          skipConsent: false,
          machine: true,
        },
      },
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    await expect.element(secret).not.toBeInTheDocument();
    const row = page.getByRole('row').filter({ hasText: 'back-office' });
    await expect.element(row).toBeVisible();
    const text = row.element().textContent;
    expect(text).toContain('Machine (management API)');
    expect(text).toContain('users:read sessions:write');
    // No `openid` for a client that signs no one in.
    expect(text).not.toContain('openid');
  });

  test('editing changes its scopes only (it stays a machine client); rotate and remove as for any client', async () => {
    let row = machineClient(['users:read']);
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(ADMIN);
      if (call.path === consoleAdminPaths.clients) return ok({ clients: [row] });
      if (call.path === `${consoleAdminPaths.clients}/back-office` && call.method === 'PUT') {
        row = { ...row, ...(call.body as object) };
        return ok({ client: row });
      }
      if (call.path === `${consoleAdminPaths.clients}/back-office/secret`) {
        return ok({ client: row, secret: 'rotated-secret' });
      }
      if (call.path === `${consoleAdminPaths.clients}/back-office` && call.method === 'DELETE') {
        return ok(null);
      }
      return undefined;
    });
    await start();
    await userEvent.click(page.getByRole('button', { name: 'Edit back-office' }));
    const dialog = page.getByRole('dialog', { name: 'Edit back-office' });
    await expect.element(dialog.getByRole('checkbox', { name: /users:read/ })).toBeChecked();
    expect(dialog.getByLabelText('Client ID').query()).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: /users:write/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Done');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Back office',
      redirectUrls: [],
      postLogoutRedirectUrls: [],
      scopes: ['users:read', 'users:write'],
      skipConsent: false,
    });

    await userEvent.click(page.getByRole('button', { name: 'Rotate secret of back-office' }));
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Client secret' }))
      .toHaveValue('rotated-secret');
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove back-office' }));
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
