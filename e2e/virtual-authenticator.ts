import type { Page } from '@playwright/test';
import { expect, PASSWORD } from './fixtures.ts';

/**
 * Gives the page Chromium's virtual authenticator (DevTools protocol WebAuthn domain): a platform
 * authenticator (internal, CTAP2) with resident keys that verifies the user and answers every
 * WebAuthn request at once, so passkeys are made and used without a prompt.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * A signed-in page with the virtual authenticator adds its first passkey in Home's security
 * section, confirming with the password (decision 038).
 */
export async function addPasskeyOnHome(page: Page): Promise<void> {
  await page.goto('/home/security');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(passkeys.getByTestId('passkey')).toHaveCount(1);
}
