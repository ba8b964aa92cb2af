import type * as MobileNumber from '#lib/country/mobile-number.ts';
import type { MobileCheck, PhoneDraft } from '#lib/country/mobile-number.ts';
import { getRuntime } from '#lib/runtime.ts';

/**
 * The phone rule with libphonenumber's metadata (about 35 kB gzipped) lives in its own chunk,
 * loaded the first time a phone number is checked: the login screen stays lean for everyone
 * who signs in with an e-mail address or a product ID.
 */
export function loadPhoneRules(): Promise<typeof MobileNumber> {
  return import('#lib/country/mobile-number.ts');
}

/**
 * The phone rule's verdict on a number (`checkMobileNumber`, with the server's phone regions);
 * when the rule cannot be loaded (offline), the network error text.
 */
export async function checkPhoneNumber(
  draft: PhoneDraft,
): Promise<MobileCheck | { ok: false; message: 'common:networkError' }> {
  let rules: typeof MobileNumber;
  try {
    rules = await loadPhoneRules();
  } catch {
    return { ok: false, message: 'common:networkError' };
  }
  return rules.checkMobileNumber(draft, getRuntime().config.phoneRegionGroups);
}
