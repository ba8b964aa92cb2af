import {
  phoneAllowedIn,
  splitInternationalPhone,
  type RegionGroup,
} from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';

/**
 * Which phone numbers may register and sign in by phone (DESIGN §4, PHONE_REGION_GROUPS): those
 * whose country, as libphonenumber tells it from the number, is in an allowed region group. The
 * number decides, not the country chosen on the screen: it is what the SMS goes to.
 */
export class PhoneRegionPolicy {
  readonly #allowedGroups: readonly RegionGroup[];

  constructor(allowedGroups: readonly RegionGroup[]) {
    this.#allowedGroups = allowedGroups;
  }

  /** `phone` in international form; a number of no known country is never allowed. */
  allows(phone: string): boolean {
    const country = splitInternationalPhone(phone)?.country;
    return country !== undefined && phoneAllowedIn(country, this.#allowedGroups);
  }

  /** 40310 unless the number's region allows phone registration and sign-in. */
  assertAllowed(phone: string): void {
    if (!this.allows(phone)) throw appError('phoneRegionNotAllowed');
  }
}
