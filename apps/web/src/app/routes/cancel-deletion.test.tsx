import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CancelDeletionRoute } from '#app/routes/cancel-deletion.tsx';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { AppProvider } from '#app/provider.tsx';
import { memoryRouter } from '#testing/render-route.tsx';

/** The route at `/cancelDeletion{search}`. */
async function renderCancel(search: string) {
  const router = memoryRouter(`/cancelDeletion${search}`);
  return render(
    <AppProvider>
      <Router hook={router.hook}>
        <CancelDeletionRoute />
      </Router>
    </AppProvider>,
  );
}

const CANCEL_PATH = '/api/aurora-user/v1/account/delete/cancel';
const TOKEN = 'q3Zr0V8mVh1uB2k0yQmX9cG7dJ4nT6sW1eP5aL8fK2o';
const SPENT = 'This link can no longer be used: it has already been used or has expired.';

describe('CancelDeletionRoute (decision 048)', () => {
  test('sends the token only when confirmed, then says the account is active again', async () => {
    const calls = stubFetch([{ method: 'POST', path: CANCEL_PATH, reply: () => ok(null) }]);
    await renderCancel(`?token=${TOKEN}`);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Keep your account' }))
      .toBeVisible();
    expect(calls).toHaveLength(0);
    (page.getByRole('button', { name: 'Keep my account' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('status'))
      .toMatchTextContent(/Your account is active again/);
    expect(calls.map((call) => call.body)).toEqual([{ token: TOKEN }]);
    await expect.element(page.getByRole('link', { name: 'Go to login' })).toBeVisible();
  });

  test('a spent or expired link (30921) and a link without a token read the same', async () => {
    stubFetch([
      {
        method: 'POST',
        path: CANCEL_PATH,
        reply: () => ({ status: 400, body: { code: 30921, msg: 'link invalid' } }),
      },
    ]);
    const first = await renderCancel(`?token=${TOKEN}`);
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await expect.element(page.getByRole('alert')).toMatchTextContent(SPENT);
    await expect
      .element(page.getByRole('button', { name: 'Keep my account' }))
      .not.toBeInTheDocument();
    await first.unmount();

    const calls = stubFetch([]);
    await renderCancel('');
    await expect.element(page.getByRole('alert')).toMatchTextContent(SPENT);
    expect(calls).toHaveLength(0);
  });

  test('a server failure says so and leaves the button to try again', async () => {
    stubFetch([{ method: 'POST', path: CANCEL_PATH, reply: () => ({ status: 503, body: {} }) }]);
    await renderCancel(`?token=${TOKEN}`);
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Keep my account' })).toBeEnabled();
  });
});
