import { outboxResponseSchema, DEV_OUTBOX_PATH } from '@account-centre/contract';
import { expectNoViolations } from './axe.ts';
import { expect, PASSWORD, readCode, signIn, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

test('the old address undoes an e-mail change: address restored, every session ended', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  // The change, as whoever holds the session and the password would make it.
  await page.getByRole('link', { name: 'Change email' }).click();
  const fresh = uniqueEmail();
  await page.getByLabel('New email').fill(fresh);
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(page.request, fresh, { purpose: 'change-email' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The notice to the old address carries the one-time link.
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
      const notice = outboxResponseSchema
        .parse(await response.json())
        .find((message) => message.purpose === 'email-changed');
      link = /https?:\/\/\S+\/undoEmailChange\?token=[\w-]+/.exec(notice?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Undo email change' })).toBeVisible();
  await expectNoViolations(page, testInfo, 'undo e-mail change: question');

  // By keyboard: focus the button and press Enter.
  const button = page.getByRole('button', { name: 'Undo the change' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your email address is restored')).toBeVisible();
  await expectNoViolations(page, testInfo, 'undo e-mail change: done');

  // The browser's session ended with every other one; the old address signs in again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();

  // Used once: the same link now only says so.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This undo link is invalid, expired or already used.',
  );
});
