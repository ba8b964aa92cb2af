// For `npm run bench:web`: a fresh account registered and signed in, in the Chromium Lighthouse
// then audits, so that /home is measured as its owner sees it. Playwright drives that Chromium
// over its DevTools port the way the journeys do (the slider by keyboard, the code from the dev
// outbox), then lets go of it: the session stays in the browser's storage for Lighthouse, which
// is told not to reset it.
import { chromium } from 'playwright-core';

const PASSWORD = 'Bench-Pass-2026!';

async function solveSlider(page) {
  const handle = page.getByRole('slider', { name: 'Slide to verify' });
  await handle.waitFor();
  let announced = '';
  for (let tries = 0; !/\d+\D*$/.test(announced) && tries < 100; tries += 1) {
    announced = (await handle.getAttribute('aria-valuetext')) ?? '';
    if (!/\d+\D*$/.test(announced)) await page.waitForTimeout(100);
  }
  const target = Number(/(\d+)\D*$/.exec(announced)?.[1]);
  await handle.focus();
  for (let step = 0; step < Math.floor(target / 10); step += 1) await page.keyboard.press('PageUp');
  for (let step = 0; step < target % 10; step += 1) await page.keyboard.press('ArrowUp');
  await handle.press('Enter');
  await page.locator('[role="slider"][aria-valuetext="Verified"]').waitFor();
}

async function readCode(base, email) {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(`${base}/_dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = await response.json();
    const code = Array.isArray(messages) ? messages.find((message) => message.code)?.code : '';
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

/** Registers an account and signs it in, in the Chromium at `cdpPort`; ends on /home. */
export async function signInForBench(base, cdpPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const email = `bench-${Date.now()}@example.com`;
    await page.goto(`${base}/register`);
    await page.getByLabel('Email').fill(email);
    await solveSlider(page);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabel('Verification code').fill(await readCode(base, email));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Year').selectOption('1990');
    await page.getByLabel('Month').selectOption('5');
    await page.getByLabel('Day').selectOption('17');
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await solveSlider(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${base}/login`);
    await page.getByLabel('Account').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await solveSlider(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/home/);
    await page.close();
  } finally {
    // Connected over CDP: this lets go of the browser and leaves it running for Lighthouse.
    await browser.close();
  }
}
