import { sendCodeResponseSchema, type SendCodeResult } from '@account-centre/contract';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';
import { apiClient } from '#lib/api/api-client.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const CODE_PATH = '/api/aurora-user/v2/register/email/code';

async function requestCode(): Promise<SendCodeResult> {
  const answer = await apiClient.post(CODE_PATH, {
    body: { email: 'ann@example.com' },
    schema: sendCodeResponseSchema,
  });
  return answer.data;
}

describe('CodeField', () => {
  test('counts down the cool-down the server gives after a code is sent', async () => {
    const calls = stubFetch([
      {
        method: 'POST',
        path: CODE_PATH,
        reply: () => ok({ cooldownSeconds: 3, expiresInSeconds: 600 }),
      },
    ]);
    const onCodeSent = vi.fn();
    await renderRoute(<CodeField onRequestCode={requestCode} onCodeSent={onCodeSent} />);

    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    const resend = page.getByRole('button', { name: /^Resend in [123] sec$/ });
    await expect.element(resend).toBeDisabled();
    expect(onCodeSent).toHaveBeenCalledOnce();

    // The button comes back when the server's cool-down is over.
    await expect
      .element(page.getByRole('button', { name: 'Get code' }), { timeout: 5000 })
      .toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  test('a 11003 refusal shows the spec text, counts down the seconds it carries and lets the sent code be entered', async () => {
    stubFetch([
      {
        method: 'POST',
        path: CODE_PATH,
        reply: () => ({
          status: 429,
          body: { code: 11003, msg: 'code sent too often', retryAfterSeconds: 42 },
        }),
      },
    ]);
    const onCodeSent = vi.fn();
    await renderRoute(<CodeField onRequestCode={requestCode} onCodeSent={onCodeSent} />);

    await page.getByRole('button', { name: 'Get code' }).click();
    await expect
      .element(page.getByText('Too many attempts, please try again later...'))
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: /^Resend in (42|41) sec$/ }))
      .toBeDisabled();
    // A code was sent moments ago: the form may accept the one the user already has.
    expect(onCodeSent).toHaveBeenCalledOnce();
  });

  test('nothing is counted down when the input was invalid and nothing was sent', async () => {
    const calls = stubFetch([]);
    await renderRoute(<CodeField onRequestCode={() => Promise.resolve(undefined)} />);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.element(page.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  test('the wait is said with Intl in the language: its unit words, minutes for a long one', async () => {
    const { i18n } = await import('#lib/i18n/i18n.ts');
    await i18n.changeLanguage('de');
    stubFetch([
      {
        method: 'POST',
        path: CODE_PATH,
        reply: () => ({
          status: 429,
          body: { code: 11003, msg: 'code sent too often', retryAfterSeconds: 3540 },
        }),
      },
    ]);
    await renderRoute(<CodeField onRequestCode={requestCode} />);
    await page.getByRole('button', { name: 'Code anfordern' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Erneut senden in 59 Min.' }))
      .toBeDisabled();
  });
});
