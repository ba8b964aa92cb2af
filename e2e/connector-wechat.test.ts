import { expectNoViolations } from './axe.ts';
import {
  acceptAgreement,
  expect,
  expectCodeSent,
  PASSWORD,
  readCode,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Decision 056: WeChat's Website Application login in Chromium, end to end, against a LOCAL
 * STAND-IN for WeChat (apps/server/src/testing/wechat-stand-in.ts, started by the journeys'
 * configuration): it follows WeChat's published request and response formats (qrconnect,
 * sns/oauth2/access_token, sns/userinfo, errcode 40029), it is not WeChat. Its QR page has a
 * form standing for the person's confirmation in the WeChat app. WeChat gives no e-mail address,
 * so the continuation asks for one and its registration code.
 */
const connectorsUrl = process.env.E2E_CONNECTORS_URL ?? '';
test.use({ baseURL: connectorsUrl });
test.describe.configure({ timeout: 150_000 });

/** From the login screen to the stand-in's QR page and back as `openid` (with `code`: a replay). */
async function throughWechat(page: Page, openid: string, code = ''): Promise<string> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with WeChat' }).click();
  await expect(page.getByRole('heading', { name: 'WeChat stand-in' })).toBeVisible();
  // The person scans the QR code and confirms in the app (the stand-in's form stands for it).
  await page.getByLabel('WeChat user').fill(openid);
  await page.getByLabel('Code to send (a used one: a replay)').fill(code);
  const callback = page.waitForRequest((request) => request.url().includes('/connect/callback'));
  await page.getByRole('button', { name: 'Confirm in WeChat' }).click();
  return new URL((await callback).url()).searchParams.get('code') ?? '';
}

test('a WeChat user gets an account with an e-mail address and its code, and a replayed code lands on the error screen', async ({
  page,
}, testInfo) => {
  const openid = `o-${randomUUID().slice(0, 12)}`;
  const email = uniqueEmail();
  const usedCode = await throughWechat(page, openid);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('WeChat does not give us a verified e-mail address')).toBeVisible();
  await expectNoViolations(page, testInfo, 'The e-mail address for a WeChat account');

  // The code is required, and needs the slider check first (as the registration's).
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please get code sent first.')).toBeVisible();
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectCodeSent(page);
  const code = await readCode(page.request, email, { purpose: 'register' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await page.goto('/home/security');
  await expect(
    page.getByRole('region', { name: 'Sign-in methods' }).getByTestId('linked-identity'),
  ).toContainText('WeChat');

  // A replayed code (WeChat answers errcode 40029) lands on the localized error screen.
  await page.context().clearCookies();
  await throughWechat(page, openid, usedCode);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText(
    'The other provider could not sign you in. Please try again later.',
  );
  await expectNoViolations(page, testInfo, 'A replayed WeChat code');
});

test('an address that has an account is linked only after the password of that account', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await throughWechat(page, `o-${randomUUID().slice(0, 12)}`);
  await page.getByLabel('E-mail address').fill(email);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  // 30901: never merged; the existing account is proven instead.
  await expect(page.getByRole('heading', { name: 'Link to your account' })).toBeVisible();
  await expect(page.getByText('This address already has an account.')).toBeVisible();
  await expectNoViolations(page, testInfo, 'Linking WeChat to the account of an address');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-pass9');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByText('Incorrect account or password, please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/security');
  await expect(
    page.getByRole('region', { name: 'Sign-in methods' }).getByTestId('linked-identity'),
  ).toContainText('WeChat');
});
