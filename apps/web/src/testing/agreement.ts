import { page } from 'vitest/browser';

/** The agreement checkbox's accessible name (spec §2), the same on login and registration. */
export const AGREEMENT = 'I have read and agree to the User Agreement and Privacy Policy';

export const agreementCheckbox = () => page.getByRole('checkbox', { name: AGREEMENT });

/** Ticks the user agreement and privacy policy, as signing in and registering require. */
export async function acceptAgreement(): Promise<void> {
  await agreementCheckbox().click();
}
