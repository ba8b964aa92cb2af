import { consoleDeletionPaths, consolePaths } from '@account-centre/contract';
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

const PENDING = {
  userId: '5b0c8f4e-0a3f-4d7c-9e53-2f2d7c1a9b10',
  tenantId: '000000',
  productId: '4200000001',
  email: 'ana@example.com',
  phone: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  eraseAfter: '2026-12-04T10:00:00.000Z',
};

async function start(path: string) {
  await render(<App hook={memoryLocation({ path }).hook} />);
}

describe('pending deletions (issue 34)', () => {
  test('support lists them and cancels one after confirming; erasing early is not offered', async () => {
    let rows = [PENDING];
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('support'));
      if (call.path === consoleDeletionPaths.list) return ok({ deletions: rows });
      if (
        call.path === `${consolePaths.me.replace('/me', '')}/deletions/${PENDING.userId}/cancel`
      ) {
        rows = [];
        return ok(null);
      }
      return undefined;
    });
    await start('/deletions');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Pending deletions' }))
      .toBeVisible();
    await expect.element(page.getByRole('cell', { name: /ana@example\.com/ })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: `Erase ${PENDING.productId} now` }))
      .not.toBeInTheDocument();

    await userEvent.click(
      page.getByRole('button', { name: `Cancel the deletion of ${PENDING.productId}` }),
    );
    const dialog = page.getByRole('dialog');
    await expect
      .element(dialog.getByText('Keep account 4200000001? Its owner can sign in again at once.'))
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'is cancelled' }))
      .toBeVisible();
    await expect.element(page.getByText('No account is waiting to be erased.')).toBeVisible();
    const cancel = calls.find((call) => call.path.endsWith('/cancel'));
    expect(cancel).toMatchObject({ method: 'POST', csrf: 'csrf-support' });
    expect(calls.some((call) => call.path.endsWith('/erase'))).toBe(false);
  });

  test('an admin erases one before its grace period ends, after confirming', async () => {
    let rows = [PENDING];
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.path === consoleDeletionPaths.list) return ok({ deletions: rows });
      if (call.path.endsWith(`/deletions/${PENDING.userId}/erase`)) {
        rows = [];
        return ok(null);
      }
      return undefined;
    });
    await start('/deletions');
    await userEvent.click(page.getByRole('button', { name: `Erase ${PENDING.productId} now` }));
    const dialog = page.getByRole('dialog');
    await expect
      .element(dialog.getByText(/before its grace period ends\? This cannot be undone\./))
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect
      .element(
        page.getByRole('status').filter({ hasText: `Account ${PENDING.productId} is erased.` }),
      )
      .toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/erase'))).toMatchObject({
      method: 'POST',
      csrf: 'csrf-admin',
    });
  });
});
