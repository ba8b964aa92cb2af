import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEV_OUTBOX_PATH, outboxResponseSchema } from '@account-centre/contract';

const EXPECTED_CLIENT_ERROR =
  /^Failed to load resource: the server responded with a status of 4\d\d /;
/**
 * Playwright's own scripts, refused in a frame sandboxed without scripts (the console's mail
 * preview): Chromium logs the refusal though the page runs none (microsoft/playwright#33343).
 */
const PLAYWRIGHT_IN_SANDBOX =
  /^Blocked script execution in '[^']+' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

/**
 * `E2E_CPU_THROTTLE=4` runs every page of a journey's context on a CPU four times slower (Chrome
 * DevTools' CPU throttling), to find the races a loaded machine shows: a journey must pass with it.
 */
const cpuThrottleRate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
if (!Number.isFinite(cpuThrottleRate) || cpuThrottleRate < 1) {
  throw new Error(
    `E2E_CPU_THROTTLE must be a number of at least 1, not ${process.env.E2E_CPU_THROTTLE}`,
  );
}

async function throttleCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottleRate });
}

/** Every journey fails on an unexpected console error or warning, or an uncaught page error. */
export const test = base.extend<{ consoleGuard: undefined; cpuThrottle: undefined }>({
  cpuThrottle: [
    async ({ context, page }, use, testInfo) => {
      if (cpuThrottleRate > 1) {
        // The slower CPU stretches every step: so does the time a journey is given.
        testInfo.setTimeout(testInfo.timeout * cpuThrottleRate);
        await throttleCpu(page);
        // Pages the journey opens later (popups, a second tab) too, before they load anything.
        context.on('page', (opened) => void throttleCpu(opened));
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer as an error; those are answers the app handles (a wrong
        // password, a duplicate address). A 5xx or anything the app itself logs still fails.
        if (EXPECTED_CLIENT_ERROR.test(message.text())) return;
        if (PLAYWRIGHT_IN_SANDBOX.test(message.text())) return;
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(undefined);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const PASSWORD = 'Vacuum2025!';

/** A fresh address for one journey; the data directory is removed after the run. */
export function uniqueEmail(): string {
  return `e2e-${randomUUID().slice(0, 12)}@example.com`;
}

/**
 * The newest code the dev outbox holds for an address (DESIGN §8), waiting until it arrives;
 * with `purpose`, the newest code sent for that purpose, and with `after`, one other than it.
 */
export async function readCode(
  request: APIRequestContext,
  to: string,
  options: { purpose?: string; after?: string } = {},
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(to)}`);
        const messages = outboxResponseSchema.parse(await response.json());
        // Notices (a changed e-mail address or password) carry no code.
        const newest = messages.find(
          (message) =>
            message.code !== '' &&
            (options.purpose === undefined || message.purpose === options.purpose),
        );
        code = newest?.code ?? '';
        return code !== options.after ? code : '';
      },
      { message: `a ${options.purpose ?? ''} code in the outbox for ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The slider's texts in the shown language (English by default). */
export interface SliderTexts {
  label: string;
  verified: string;
}
const ENGLISH_SLIDER: SliderTexts = { label: 'Slide to verify', verified: 'Verified' };

/** The slide-to-verify handle (spec §2), found by its accessible name. */
export function sliderHandle(page: Page, texts: SliderTexts = ENGLISH_SLIDER) {
  return page.getByRole('slider', { name: texts.label });
}

/**
 * Passes the slide-to-verify check the way a keyboard user does, through the product itself (no
 * test back door): focus the handle, read the target its value text announces ("0 of 100, target
 * 57"), step the handle there with Page Up and the up arrow, see it arrive, then Enter, and wait
 * for "Verified".
 */
export async function solveSlider(page: Page, texts: SliderTexts = ENGLISH_SLIDER): Promise<void> {
  const handle = sliderHandle(page, texts);
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await expect(handle).toHaveAttribute('aria-valuetext', /\d+\D*$/);
  const announced = (await handle.getAttribute('aria-valuetext')) ?? '';
  const target = Number(/(\d+)\D*$/.exec(announced)?.[1]);
  await handle.focus();
  // Page Up moves ten, the up arrow one (the same in every writing direction).
  for (let step = 0; step < Math.floor(target / 10); step += 1) await page.keyboard.press('PageUp');
  for (let step = 0; step < target % 10; step += 1) await page.keyboard.press('ArrowUp');
  await expect(handle).toHaveAttribute('aria-valuenow', String(target));
  await handle.press('Enter');
  await expect(handle).toHaveAttribute('aria-valuetext', texts.verified);
}

/** The agreement checkbox's accessible name, the same on Login and Register (spec §2). */
export const AGREEMENT = 'I have read and agree to the User Agreement and Privacy Policy';

/** Ticks the user agreement and privacy policy, as signing in and registering require. */
export async function acceptAgreement(page: Page, name = AGREEMENT): Promise<void> {
  await page.getByRole('checkbox', { name }).check();
}

/**
 * Waits until the screen shows that the code it asked for was sent: "Get code" counts down the
 * cool-down. The server stores the message in the outbox before it answers, so the outbox's newest
 * code is then this one, not an older one sent to the same address (an address registered in the
 * other brand has one: the outbox is not per tenant), and the form knows a code was requested.
 */
export async function expectCodeSent(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Resend in / })).toBeDisabled();
}

/** Registers through the Register screen, reading the code from the outbox. */
export async function registerByEmail(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectCodeSent(page);
  const code = await readCode(page.request, email, { purpose: 'register' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Month').selectOption('5');
  await page.getByLabel('Day').selectOption('17');
  await acceptAgreement(page);
  // Each ticket opens one call: registering needs the check again.
  await solveSlider(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Chooses in the searchable country/region (or area-code) picker the way a keyboard user does:
 * types a code, name or dial code, checks that an option is active, and takes it with Enter.
 */
export async function chooseCountry(
  page: Page,
  text: string,
  label = 'Country/Region',
): Promise<void> {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(text);
  const list = page.getByRole('listbox', { name: label });
  await expect(list.getByRole('option', { selected: true })).toBeVisible();
  await picker.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
}

/** Signs in with account and password on the Login screen (optionally choosing the country). */
export async function signIn(
  page: Page,
  account: string,
  password = PASSWORD,
  options: { country?: string } = {},
): Promise<void> {
  await page.goto('/login');
  if (options.country !== undefined) {
    await chooseCountry(page, options.country);
  }
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Five wrong passwords (LOCKOUT_MAX_FAILURES), each refused with the spec's text: the account is
 * locked after them.
 */
export async function signInWithWrongPasswordsUntilLocked(
  page: Page,
  account: string,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await signIn(page, account, `Wrong-pass${attempt}`);
    await expectErrorToast(page, 'Incorrect account or password, please try again.');
  }
}

/** The HttpOnly cookie by which the server knows a browser that signed in (decision 026). */
export const DEVICE_COOKIE = 'ac_device';

/**
 * Forgets the session (cookies and storage) the way a user who signed out has none, but keeps the
 * browser's device cookie: the next password sign-in is a known device's, with no double check.
 */
export async function forgetSessionKeepDevice(page: Page): Promise<void> {
  const context = page.context();
  const device = (await context.cookies()).filter((cookie) => cookie.name === DEVICE_COOKIE);
  expect(device, 'the device cookie').toHaveLength(1);
  await context.clearCookies();
  await context.addCookies(device);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The red error toast (spec §8) showing a text. */
export async function expectErrorToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast][data-type="error"]', { hasText: text });
  await expect(toast).toBeVisible();
  const color = await toast.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+/g) ?? []).map(Number);
  expect(red, `toast text colour ${color} is red`).toBeGreaterThan(green + blue);
}
