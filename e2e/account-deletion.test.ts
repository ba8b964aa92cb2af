import { readFileSync } from 'node:fs';
import {
  DEV_ERASE_ACCOUNT_PATH,
  DEV_OUTBOX_PATH,
  outboxResponseSchema,
} from '@account-centre/contract';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import {
  expect,
  expectErrorToast,
  PASSWORD,
  registerByEmail,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { addPasskeyOnHome, addVirtualAuthenticator } from './virtual-authenticator.ts';

/** Issue 34, decision 048: delete the account, cancel by the notice's link, erase, export. */

const UNKNOWN_ACCOUNT = 'The requested user does NOT exist.';

/** Registers and signs in a fresh account; opens Home's privacy section. */
async function signedInAtPrivacy(page: Page): Promise<string> {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy and data' })).toBeVisible();
  return email;
}

/** Deletes the signed-in account from the privacy section with its password. */
async function deleteWithPassword(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await page.getByLabel('Password or authenticator code').fill(PASSWORD);
  await page.getByLabel(`To confirm, type ${email}`).fill(email);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/accountDeleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account deleted' })).toBeVisible();
  await expect(
    page.getByText('Your account has been deleted and you have been signed out.'),
  ).toBeVisible();
}

/** The cancel link of the deletion notice in the dev outbox. */
async function cancelLinkOf(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
      const notice = outboxResponseSchema
        .parse(await response.json())
        .find((message) => message.purpose === 'account-deletion');
      link = /https?:\/\/\S+\/cancelDeletion\?token=[\w-]+/.exec(notice?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('delete with the password: signed out, then sign-in answers as for an unknown account', async ({
  page,
}, testInfo) => {
  const email = await signedInAtPrivacy(page);
  await expectNoViolations(page, testInfo, 'privacy section');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await expect(page.getByLabel('Password or authenticator code')).toBeFocused();
  await expectNoViolations(page, testInfo, 'privacy section: deletion form');

  // A wrong typed confirmation is refused in words; nothing is deleted.
  await page.getByLabel('Password or authenticator code').fill(PASSWORD);
  await page.getByLabel(`To confirm, type ${email}`).fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/privacy$/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await deleteWithPassword(page, email);
  await expectNoViolations(page, testInfo, 'account deleted');
  await expect(page.getByText(/It will be erased on /)).toBeVisible();
  // Signed out: Home goes to the login.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expectErrorToast(page, UNKNOWN_ACCOUNT);
});

test("cancel by the notice's link: the account signs in again; the link works once", async ({
  page,
}, testInfo) => {
  const email = await signedInAtPrivacy(page);
  await deleteWithPassword(page, email);
  const link = await cancelLinkOf(page, email);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your account' })).toBeVisible();
  await expectNoViolations(page, testInfo, 'cancel deletion: question');
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByText(/Your account is active again/)).toBeVisible();
  await expectNoViolations(page, testInfo, 'cancel deletion: done');

  // Spent: the same words as an expired link.
  await page.goto(link);
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link can no longer be used: it has already been used or has expired. An erased account cannot be restored.',
  );
  await expectNoViolations(page, testInfo, 'cancel deletion: spent link');

  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
});

test('erased (time advanced by the test hook): the e-mail address registers again', async ({
  page,
}) => {
  const email = await signedInAtPrivacy(page);
  await deleteWithPassword(page, email);

  // Within the grace period the address still belongs to the deleted account.
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'The email has been signed up. Log in now?');

  const erased = await page.request.post(DEV_ERASE_ACCOUNT_PATH, { data: { email } });
  expect(await erased.json()).toEqual({ erased: 1 });
  // Erasure removed the notice from the outbox with everything else naming the account.
  const outbox = await page.request.get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
  expect(outboxResponseSchema.parse(await outbox.json())).toEqual([]);

  await registerByEmail(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
});

test("download the data: a JSON file with the account's address and no password hash", async ({
  page,
}, testInfo) => {
  const email = await signedInAtPrivacy(page);
  await page.getByRole('button', { name: 'Download: Data file (JSON)' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog.getByLabel('Password or authenticator code')).toBeFocused();
  await expectNoViolations(page, testInfo, 'privacy section: proof dialog');

  // A wrong password is said in the dialog, which stays open.
  await dialog.getByLabel('Password or authenticator code').fill('Wrong-pass1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await dialog.getByLabel('Password or authenticator code').fill(PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), 'utf8');
  const data = JSON.parse(text) as { identifiers: { email: string }; profile: { id: string } };
  expect(data.identifiers.email).toBe(email);
  expect(text).not.toMatch(/password_?hash|\$argon2/i);
  await expect(dialog).toBeHidden();

  // The readable page, in the page's language.
  await page.goto('/home/privacy?lang=de');
  await page.getByRole('button', { name: 'Herunterladen: Lesbare Seite (HTML)' }).click();
  const german = page.getByRole('dialog');
  await german.getByLabel('Passwort oder Authenticator-Code').fill(PASSWORD);
  const [readable] = await Promise.all([
    page.waitForEvent('download'),
    german.getByRole('button', { name: 'Bestätigen' }).click(),
  ]);
  const html = readFileSync(await readable.path(), 'utf8');
  expect(html).toContain('lang="de"');
  expect(html).toContain(email);
});

test('delete with a passkey (decision 057): the virtual authenticator proves the account', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(testInfo.timeout + 30_000);
  await addVirtualAuthenticator(page);
  const email = await signedInAtPrivacy(page);
  // Without a passkey the privacy section offers none.
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await expect(page.getByRole('button', { name: 'Use a passkey instead' })).toHaveCount(0);

  await addPasskeyOnHome(page);

  await page.goto('/home/privacy');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await page.getByLabel(`To confirm, type ${email}`).fill(email);
  await expectNoViolations(page, testInfo, 'privacy section: deletion form with a passkey');
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page).toHaveURL(/\/accountDeleted$/);
  await signIn(page, email);
  await expectErrorToast(page, UNKNOWN_ACCOUNT);
});
