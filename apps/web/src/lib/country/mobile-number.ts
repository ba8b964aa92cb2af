/**
 * The contract's phone rule for forms. Load it with `loadPhoneRules()` (lib/country/phone-rules.ts), never
 * import it statically: it brings libphonenumber's metadata.
 */
import {
  countryByDialCode,
  parseInternationalPhone,
  parseMobileNumber,
  phoneAllowedIn,
  splitInternationalPhone,
  type RegionGroup,
} from '@account-centre/contract';

/** A phone number as typed: in international form, or national with the selected dial code. */
export type PhoneDraft =
  { form: 'international'; text: string } | { form: 'national'; areaCode: string; text: string };

/** A valid mobile number (E.164), or the text key of what is wrong with it. */
export type MobileCheck =
  | { ok: true; e164: string }
  | { ok: false; message: 'invalidPhone' | 'errors:phoneRegionNotAllowed' };

/**
 * Spec §5 "Phone": a valid mobile number (contract rule), whose country is in a region group where
 * phone numbers may be used (DESIGN §4; the server answers 40310 otherwise).
 */
export function checkMobileNumber(
  draft: PhoneDraft,
  allowedGroups: readonly RegionGroup[],
): MobileCheck {
  const mobile =
    draft.form === 'international'
      ? parseInternationalPhone(draft.text)
      : parseMobileNumber(draft.areaCode, draft.text);
  if (!mobile) return { ok: false, message: 'invalidPhone' };
  if (mobile.country === undefined || !phoneAllowedIn(mobile.country, allowedGroups)) {
    return { ok: false, message: 'errors:phoneRegionNotAllowed' };
  }
  return { ok: true, e164: mobile.e164 };
}

/**
 * Splits `+49 151 2345 6789` (or `0049…`) into the form's area code (`49`) and national number
 * (`15123456789`); undefined when the text has no dial code of the country list (the area-code
 * choice could not show it).
 */
export function splitPastedPhone(text: string): { areaCode: string; phone: string } | undefined {
  const parts = splitInternationalPhone(text);
  if (!parts || countryByDialCode(parts.areaCode) === undefined) return undefined;
  return { areaCode: parts.areaCode, phone: parts.phone };
}
