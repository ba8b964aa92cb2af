import { randomInt } from 'node:crypto';
import { apiPaths } from '@account-centre/contract';
import type { Page } from '@playwright/test';
import {
  acceptAgreement,
  AGREEMENT,
  chooseCountry,
  expect,
  expectErrorToast,
  PASSWORD,
  readCode,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { de } from '../apps/web/src/i18n/locales/de/index.ts';

const paths = apiPaths('aurora');
const AGREEMENT_REQUIRED = 'Please read and agree to the User Agreement and Privacy Policy.';

/** A fresh Chinese mainland mobile number for one journey: `138 0013 8xxx`-like, and its E.164. */
function uniqueChinaMobile(): { national: string; e164: string } {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return {
    national: `138 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    e164: `+86138${digits}`,
  };
}

/** Every call of a path the page makes, from now on. */
function callsTo(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method());
  });
  return calls;
}

/** The Register screen filled in up to the agreement: e-mail, its code, password, birth date. */
async function fillEmailRegistration(page: Page, email: string, birthYear: string) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await readCode(page.request, email));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Year').selectOption(birthYear);
  await page.getByLabel('Month').selectOption('1');
  await page.getByLabel('Day').selectOption('1');
}

test('a visitor registers with a +86 mobile number, then signs in by phone with password and with an SMS code', async ({
  page,
}) => {
  const phone = uniqueChinaMobile();
  await page.goto('/register');
  // On localhost the country is the Chinese mainland, where phone registration applies.
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page.getByLabel('Area code')).toHaveValue('+86 China');
  await page.getByLabel('Phone number').fill(phone.national);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('A code has been sent to you')).toBeVisible();
  const code = await readCode(page.request, phone.e164, { purpose: 'register' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Month').selectOption('5');
  await page.getByLabel('Day').selectOption('17');
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration succeeded')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // By phone number (national, read with the area code +86) and password.
  await signIn(page, phone.national);
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // The profile is a section of its own (decision 053).
  await page.goto('/home/profile');
  await expect(page.getByText(/Product ID/)).toBeVisible();

  // Signed out, by phone number and a code sent by SMS.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await page.getByLabel('Account').fill(phone.national);
  await expect(page.getByLabel('Account')).toHaveAccessibleDescription(
    `Signing in with your phone number +86 ${phone.national}`,
  );
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('A code has been sent to you')).toBeVisible();
  const loginCode = await readCode(page.request, phone.e164, { purpose: 'login' });
  await page.getByLabel('Verification code').fill(loginCode);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('a pasted +86 number selects the area code and keeps the national part', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Phone' }).click();
  const areaCode = page.getByRole('combobox', { name: 'Area code' });
  await chooseCountry(page, '+49', 'Area code');
  await expect(areaCode).toHaveValue('+49 Germany');

  await page.evaluate((text) => navigator.clipboard.writeText(text), '+86 138 0013 8000');
  const number = page.getByLabel('Phone number');
  await number.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(areaCode).toHaveValue('+86 China');
  await expect(number).toHaveValue('13800138000');
});

test('a birth date under the minimum age is refused, and no account is created', async ({
  page,
}) => {
  const email = uniqueEmail();
  const registrations = callsTo(page, paths.registerEmailVerification);
  await fillEmailRegistration(page, email, String(new Date().getUTCFullYear() - 10));
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('You must be older than 16 to register.')).toBeVisible();
  await expect(page.getByLabel('Year')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
  expect(registrations).toEqual([]);

  await signIn(page, email);
  await expectErrorToast(page, 'The requested user does NOT exist.');
});

test('without the agreement ticked, registering and signing in are refused', async ({ page }) => {
  const email = uniqueEmail();
  const registrations = callsTo(page, paths.registerEmailVerification);
  await fillEmailRegistration(page, email, '1990');
  await solveSlider(page);
  await page.getByRole('button', { name: 'Register' }).click();
  const agreement = page.getByRole('checkbox', { name: AGREEMENT });
  await expect(agreement).toHaveAccessibleDescription(AGREEMENT_REQUIRED);
  await expect(page).toHaveURL(/\/register$/);
  expect(registrations).toEqual([]);

  const signIns = callsTo(page, paths.token);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Product Service Agreement' })).toBeVisible();
  await page.getByLabel('Account').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('checkbox', { name: AGREEMENT })).toHaveAccessibleDescription(
    AGREEMENT_REQUIRED,
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(signIns).toEqual([]);
});

test('the legal documents open in German from the login and register screens', async ({ page }) => {
  // The UI and the documents are both in German.
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('de');
  await page.getByRole('button', { name: de.legal.privacyPolicy }).click();
  const policy = page.getByRole('dialog', { name: 'Aurora Datenschutzerklärung' });
  await expect(policy.getByRole('heading', { name: '1. Wer wir sind' })).toBeVisible();
  await policy.getByRole('button', { name: de.legal.close }).click();
  await expect(policy).toBeHidden();

  await page.getByRole('button', { name: de.legal.productServiceAgreement }).click();
  const service = page.getByRole('dialog', { name: 'Aurora Produkt-Servicevereinbarung' });
  await expect(service).toBeVisible();
  await service.getByRole('button', { name: de.legal.close }).click();

  await page.getByRole('link', { name: de.auth.registerLink }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: de.legal.userAgreement }).click();
  const agreement = page.getByRole('dialog', { name: 'Aurora Nutzungsvereinbarung' });
  await expect(agreement).toBeVisible();
  await expect(
    agreement.getByRole('region', { name: 'Aurora Nutzungsvereinbarung' }),
  ).toHaveAttribute('lang', 'de');
});
