import { apiPaths, DEV_OUTBOX_PATH, SLIDER_TICKET_HEADER } from '@account-centre/contract';
import type { Page } from '@playwright/test';
import {
  acceptAgreement,
  expect,
  PASSWORD,
  sliderHandle,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import {
  contextHeader,
  encryptedPassword,
  signatureHeaders,
  WEB_CLIENT_AUTHORIZATION,
} from './secure-request.ts';

const paths = apiPaths('aurora');
const REQUIRED = 'Please complete the slide verification.';

async function fillLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Account').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await acceptAgreement(page);
}

/** Centre points of the handle and of the gap, as a sighted user sees them. */
async function handleAndGap(page: Page) {
  const handle = await sliderHandle(page).boundingBox();
  const gap = await page.locator('.slider__gap').boundingBox();
  if (!handle || !gap) throw new Error('the slider is not on screen');
  return {
    from: { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
    to: { x: gap.x + gap.width / 2, y: gap.y + gap.height / 2 },
  };
}

test('the slider is solved by keyboard: the target is announced, Enter verifies', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await fillLogin(page, email);

  const handle = sliderHandle(page);
  await expect(handle).toHaveAttribute('aria-valuetext', /^0 of 100, target \d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toHaveCount(0);
  await solveSlider(page);
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('the slider is solved by pointer: a drag along the track into the gap', async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await fillLogin(page, email);
  await expect(sliderHandle(page)).toHaveAttribute('aria-valuetext', /target \d+$/);

  const { from, to } = await handleAndGap(page);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 25 });
  // A person settles on the gap for a moment before letting go.
  await page.waitForTimeout(200);
  await page.mouse.up();
  await expect(sliderHandle(page)).toHaveAttribute('aria-valuetext', 'Verified');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
});

test('the slider is solved by a single tap on the gap, without dragging', async ({ page }) => {
  await page.goto('/reset');
  await expect(sliderHandle(page)).toHaveAttribute('aria-valuetext', /target \d+$/);
  const { to } = await handleAndGap(page);
  await page.mouse.click(to.x, to.y);
  await expect(sliderHandle(page)).toHaveAttribute('aria-valuetext', 'Verified');
});

test('the slider skipped: the form asks for it, and the server refuses calls without a ticket', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await fillLogin(page, email);
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(paths.token)) tokenCalls.push(request.url());
  });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await expect(sliderHandle(page)).toBeFocused();
  await expect(page).toHaveURL(/\/login/);
  expect(tokenCalls).toEqual([]);

  // Straight to the API, as a script would (with the public key and the web client's secret, as
  // request security allows anyone): no ticket, no sign-in and no code.
  const context = await contextHeader(page.request);
  const signIn = await page.request.post(paths.token, {
    headers: { authorization: WEB_CLIENT_AUTHORIZATION, ...context },
    form: {
      grant_type: 'password',
      username: email,
      password: await encryptedPassword(page.request, PASSWORD),
    },
  });
  expect(signIn.status()).toBe(400);
  expect(await signIn.json()).toMatchObject({ code: 40020 });

  const stranger = uniqueEmail();
  const sendCodeBody = JSON.stringify({ email: stranger });
  const signedJson = async () => ({
    'content-type': 'application/json',
    ...context,
    ...(await signatureHeaders('v1', paths.registerEmailCode, sendCodeBody)),
  });
  const sendCode = await page.request.post(paths.registerEmailCode, {
    data: sendCodeBody,
    headers: await signedJson(),
  });
  expect(sendCode.status()).toBe(400);
  expect(await sendCode.json()).toMatchObject({ code: 40020 });
  const forged = await page.request.post(paths.registerEmailCode, {
    data: sendCodeBody,
    headers: { ...(await signedJson()), [SLIDER_TICKET_HEADER]: 'made-up' },
  });
  expect(await forged.json()).toMatchObject({ code: 40020 });
  const outbox = await page.request.get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(stranger)}`);
  expect(await outbox.json()).toEqual([]);
});
