import { expectNoViolations } from './axe.ts';
import { acceptAgreement, expect, PASSWORD, signIn, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { addVirtualAuthenticator } from './virtual-authenticator.ts';

/**
 * Issue 24 item 1: passkeys with Chromium's virtual authenticator (DevTools protocol WebAuthn
 * domain): added on Home, used to sign in from the login screen, renamed and removed.
 */
test('a passkey: added on Home, signs in after logout, renamed and removed', async ({
  page,
}, testInfo) => {
  // The step-up dialog (decision 038) adds two password checks and an axe run to a long journey.
  testInfo.setTimeout(testInfo.timeout + 30_000);
  await addVirtualAuthenticator(page);

  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  // Issue 37: the passkeys are in Home's security section.
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page).toHaveURL(/\/home\/security$/);

  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(
    section.getByText(
      'You have no passkeys yet. Add one to sign in with your fingerprint, face or screen lock.',
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // Decision 038: the password is asked for first (a recent sign-in alone is not enough).
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  const password = dialog.getByLabel('Current password');
  await expect(password).toBeFocused();
  await expectNoViolations(page, testInfo, 'Confirming with the password');
  await password.fill('Wrong-pass9');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password, please try again.');
  await expect(
    section.getByText(
      'You have no passkeys yet. Add one to sign in with your fingerprint, face or screen lock.',
    ),
  ).toBeVisible();
  await password.fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The passkey has been added.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId('passkey')).toHaveCount(1);
  await expect(section.getByTestId('passkey')).toContainText('Passkey 1');
  await expectNoViolations(page, testInfo, 'Home with a passkey');

  // Log out, then sign in with the passkey: no password, no slider, no double check.
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Account')).toHaveAttribute('autocomplete', 'username webauthn');
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await expectNoViolations(page, testInfo, 'Login with the passkey button');
  await acceptAgreement(page);
  // By keyboard.
  await passkeyButton.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.goto('/home/security');

  // Rename: an empty name is refused and changes nothing; then a new name.
  const passkey = section.getByTestId('passkey');
  await expect(passkey).toContainText('last used');
  await section.getByRole('button', { name: 'Rename Passkey 1' }).click();
  const name = section.getByLabel('Passkey name');
  await name.fill('   ');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Enter a name of 1 to 64 characters.')).toBeVisible();
  await expectNoViolations(page, testInfo, 'Renaming a passkey');
  await name.fill('Work laptop');
  await page.keyboard.press('Enter');
  await expect(passkey).toContainText('Work laptop');

  // Remove: it is gone, and the activity log says what happened.
  await section.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(page.getByText('The passkey has been removed.')).toBeVisible();
  await expect(
    section.getByText(
      'You have no passkeys yet. Add one to sign in with your fingerprint, face or screen lock.',
    ),
  ).toBeVisible();
  await page.goto('/home/activity');
  const events = page
    .getByRole('region', { name: 'Account activity' })
    .getByTestId('activity-event');
  await expect(events.filter({ hasText: 'Passkey removed' })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Passkey added' })).toHaveCount(1);
  await expect(
    events.filter({ hasText: 'Wrong password or code when confirming a change' }),
  ).toHaveCount(1);

  // The removed passkey no longer signs in: the server refuses it (40070) and the visitor stays.
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByText('The passkey could not be verified. Please try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
