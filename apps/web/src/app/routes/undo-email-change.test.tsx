import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Route, Router, Switch } from 'wouter';
import { AppProvider } from '#app/provider.tsx';
import { UndoEmailChangeRoute } from '#app/routes/undo-email-change.tsx';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { memoryRouter } from '#testing/render-route.tsx';

const UNDO_PATH = '/api/aurora-user/v1/email/change/undo';
const TOKEN = 'q3Zr0V8mVh1uB2k0yQmX9cG7dJ4nT6sW1eP5aL8fK2o';

/** The route at `/undoEmailChange{search}`; the login shows as a marker. */
async function renderUndo(search: string) {
  const router = memoryRouter(`/undoEmailChange${search}`);
  await render(
    <AppProvider>
      <Router hook={router.hook}>
        <Switch>
          <Route path="/undoEmailChange">
            <UndoEmailChangeRoute />
          </Route>
          <Route path="/login">
            <p>login screen</p>
          </Route>
        </Switch>
      </Router>
    </AppProvider>,
  );
  return router;
}

describe('UndoEmailChangeRoute', () => {
  test('sends the token only when confirmed by keyboard, then leads on to log in', async () => {
    const calls = stubFetch([{ method: 'POST', path: UNDO_PATH, reply: () => ok(null) }]);
    const router = await renderUndo(`?token=${TOKEN}`);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Undo email change' }))
      .toBeVisible();
    expect(calls).toHaveLength(0);

    const button = page.getByRole('button', { name: 'Undo the change' });
    (button.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('status')).toMatchTextContent(/email address is restored/);
    expect(calls.map((call) => [call.url.pathname, call.body])).toEqual([
      [UNDO_PATH, { token: TOKEN }],
    ]);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect.poll(() => router.location.pathname).toBe('/login');
  });

  test.each([
    [
      400,
      30914,
      'email change undo invalid',
      'This undo link is invalid, expired or already used.',
    ],
    [409, 30911, 'email occupied', 'The email has been occupied by another account.'],
  ])(
    "shows the server's refusal %i/%i in words beside the button, not a success",
    async (status, code, msg, text) => {
      stubFetch([
        { method: 'POST', path: UNDO_PATH, reply: () => ({ status, body: { code, msg } }) },
      ]);
      await renderUndo(`?token=${TOKEN}`);
      await page.getByRole('button', { name: 'Undo the change' }).click();
      await expect.element(page.getByRole('alert')).toMatchTextContent(text);
      await expect.element(page.getByText(/email address is restored/)).not.toBeInTheDocument();
      await expect.element(page.getByRole('link', { name: 'Go to login' })).toBeVisible();
    },
  );

  test('a link without a token offers no button and calls nothing', async () => {
    const calls = stubFetch([]);
    await renderUndo('');
    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent('This undo link is invalid, expired or already used.');
    await expect
      .element(page.getByRole('button', { name: 'Undo the change' }))
      .not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
