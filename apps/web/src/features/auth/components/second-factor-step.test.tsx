import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SecondFactorStep } from '#features/auth/components/second-factor-step.tsx';
import { stubFetch } from '#testing/fetch-stub.ts';
import { grantOf, tokenPair, tokenRoute } from '#testing/token-stubs.ts';
import { renderRoute } from '#testing/render-route.tsx';

describe('the authenticator app step', () => {
  test('sends the code with the ticket; a malformed code is refused in place', async () => {
    const calls = stubFetch([tokenRoute(() => ({ body: tokenPair('access-2', 'refresh-2') }))]);
    const onSuccess = vi.fn();
    await renderRoute(
      <SecondFactorStep ticket="ticket-1" onSuccess={onSuccess} onBack={vi.fn()} />,
      {
        path: '/login',
      },
    );
    await expect
      .element(page.getByRole('heading', { name: 'Two-step verification' }))
      .toHaveFocus();
    await userEvent.fill(page.getByLabelText('Authenticator code'), '12a');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect.element(page.getByText('Enter the 6-digit code.')).toBeVisible();
    expect(calls).toHaveLength(0);

    await userEvent.fill(page.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls[0] && grantOf(calls[0])).toMatchObject({
      grant_type: 'second_factor',
      second_factor_token: 'ticket-1',
      code: '123456',
    });
  });

  test('a recovery code instead; a dead ticket goes back to the first step', async () => {
    const calls = stubFetch([
      tokenRoute(() => ({ status: 401, body: { code: 40102, msg: 'ticket expired' } })),
    ]);
    const onBack = vi.fn();
    await renderRoute(<SecondFactorStep ticket="ticket-2" onSuccess={vi.fn()} onBack={onBack} />, {
      path: '/login',
    });
    await userEvent.click(page.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.fill(page.getByLabelText('Recovery code'), 'abcde-fghij');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(calls[0] && grantOf(calls[0])).toMatchObject({ recovery_code: 'abcde-fghij' });
  });
});
