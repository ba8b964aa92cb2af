// `/mobile` metadata: strict digit patterns for mobile numbers only, so a landline (which cannot
// receive an SMS code) is invalid; smaller than `/max`, which the web bundle would also carry.
import parsePhoneNumberFromString, { type PhoneNumber } from 'libphonenumber-js/mobile';
import * as z from 'zod/mini';

export const phoneMessages = {
  invalid: 'invalidPhone',
  areaCodeRequired: 'areaCodeRequired',
} as const;

/** A valid mobile number, as the phone rule reads it. */
export interface MobileNumber {
  /** E.164, the stored and compared form: `+4915123456789`. */
  e164: string;
  /** The international dial code, digits only: `49`. */
  areaCode: string;
  /** The national significant number, without trunk prefix: `15123456789`. */
  nationalNumber: string;
  /** The number's country (ISO alpha-2) by libphonenumber; undefined for non-geographic numbers. */
  country: string | undefined;
}

/** Longest input the rule reads: E.164 has at most 15 digits; spaces and brackets need some room. */
const MAX_INPUT_LENGTH = 32;
/** A dial code: 1 to 4 digits, optionally written with `+` (`86`, `+86`, `1809`). */
const AREA_CODE_PATTERN = /^\+?[1-9]\d{0,3}$/;
/** What a typed number may contain: digits, separators, and `+` for the international form. */
const NUMBER_CHARACTERS = /^\+?[\d\s().-]+$/;

/** `+86` → `86`. */
export function normalizeAreaCode(areaCode: string): string {
  return areaCode.trim().replace(/^\+/, '');
}

function asMobileNumber(parsed: PhoneNumber | undefined): MobileNumber | undefined {
  if (!parsed?.isValid()) return undefined;
  return {
    e164: parsed.number,
    areaCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    country: parsed.country,
  };
}

/** Parses without throwing: libphonenumber throws for a default calling code it does not know. */
function parseSafely(text: string, defaultCallingCode?: string): PhoneNumber | undefined {
  try {
    return parsePhoneNumberFromString(text, defaultCallingCode ? { defaultCallingCode } : {});
  } catch {
    return undefined;
  }
}

/**
 * A number in international form (`+49 151 2345 6789`, `+49 (0)151…`, `0049…`) if it is a valid
 * mobile number; else undefined.
 */
export function parseInternationalPhone(text: string): MobileNumber | undefined {
  const trimmed = text.trim().replace(/^00/, '+');
  if (!trimmed.startsWith('+') || trimmed.length > MAX_INPUT_LENGTH) return undefined;
  return asMobileNumber(parseSafely(trimmed));
}

/**
 * The rule of spec §5 "Phone": the selected area code and the national number make a valid mobile
 * number. The national number may carry its trunk prefix (`0151…` with 49) and separators; a
 * pasted international number counts when its dial code is the selected one. A country's dial code
 * may also be written with its leading digits (`1809` for the Dominican Republic).
 */
export function parseMobileNumber(areaCode: string, phone: string): MobileNumber | undefined {
  const dialCode = normalizeAreaCode(areaCode);
  const national = phone.trim();
  if (
    !AREA_CODE_PATTERN.test(dialCode) ||
    !NUMBER_CHARACTERS.test(national) ||
    national.length > MAX_INPUT_LENGTH
  ) {
    return undefined;
  }
  const candidate = /^(\+|00)/.test(national)
    ? parseInternationalPhone(national)
    : (asMobileNumber(parseSafely(national, dialCode)) ??
      asMobileNumber(parseSafely(`+${dialCode}${national.replace(/\D/g, '')}`)));
  // The selected code must be the number's calling code, or it followed by the number's leading
  // digits (`1809`); a mere prefix of the calling code (`4` for a `49` number) is not.
  const matches =
    candidate !== undefined &&
    dialCode.startsWith(candidate.areaCode) &&
    candidate.e164.startsWith(`+${dialCode}`);
  return matches ? candidate : undefined;
}

/** The parts of a pasted number, for the form's area code and number fields. */
export interface PhoneParts {
  /** Dial code digits: `49`. */
  areaCode: string;
  /** National significant number: `15123456789`. */
  phone: string;
  /** The number's country (ISO alpha-2) when libphonenumber can tell; picks the area-code entry. */
  country: string | undefined;
}

/**
 * Splits a pasted international number (`+49 151 2345 6789`, `0049…`) into area code and national
 * number, so the form can select the area code. Also for numbers that are not (yet) valid: the
 * form's rule judges those. Undefined when the text has no recognisable dial code.
 */
export function splitInternationalPhone(text: string): PhoneParts | undefined {
  const trimmed = text.trim().replace(/^00/, '+');
  if (!trimmed.startsWith('+') || trimmed.length > MAX_INPUT_LENGTH) return undefined;
  const parsed = parseSafely(trimmed);
  if (!parsed) return undefined;
  return {
    areaCode: parsed.countryCallingCode,
    phone: parsed.nationalNumber,
    country: parsed.country,
  };
}

/** The area code of a form or request: required (`areaCodeRequired`), 1 to 4 digits. */
export const areaCodeSchema = z
  .string({ error: phoneMessages.areaCodeRequired })
  .check(
    z.trim(),
    z.minLength(1, { message: phoneMessages.areaCodeRequired }),
    z.regex(AREA_CODE_PATTERN, { message: phoneMessages.invalid }),
  );

/** The national number as typed; whether it is valid depends on the area code (`refinePhoneFields`). */
export const nationalPhoneSchema = z
  .string({ error: phoneMessages.invalid })
  .check(
    z.trim(),
    z.minLength(1, { message: phoneMessages.invalid }),
    z.maxLength(MAX_INPUT_LENGTH, { message: phoneMessages.invalid }),
  );

/** The phone fields of a form or request; spread into an object and refine it with `refinePhoneFields`. */
export const phoneFieldsShape = { areaCode: areaCodeSchema, phone: nationalPhoneSchema };

/** Reports `invalidPhone` on `phone` unless area code and number make a valid mobile number. */
export function refinePhoneFields(
  value: { areaCode: string; phone: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (!parseMobileNumber(value.areaCode, value.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneMessages.invalid });
  }
}

/** `{ areaCode, phone }`: a valid mobile number (spec §5 "Phone"). */
export const phoneNumberSchema = z.object(phoneFieldsShape).check(z.superRefine(refinePhoneFields));
export type PhoneNumberInput = z.infer<typeof phoneNumberSchema>;
