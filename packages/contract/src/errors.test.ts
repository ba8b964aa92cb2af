import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorNameOf, errorNames } from '#errors.ts';

describe('error catalogue (spec §8)', () => {
  it('keeps the spec numbers', () => {
    const expected: Record<number, string> = {
      10000: 'passwordRecentlyUsed',
      10007: 'invalidParameter',
      10009: 'invalidPassword',
      11000: 'verificationCodeInvalid',
      11001: 'verificationCodeExpired',
      11002: 'codeSendFailed',
      11003: 'codeSentTooOften',
      11004: 'codeSendLimitReached',
      30400: 'mobileNotSignedUp',
      30401: 'accountNotRegistered',
      30900: 'mobileAlreadySignedUp',
      30901: 'emailAlreadySignedUp',
      30911: 'emailOccupied',
      30913: 'emailSameAsCurrent',
      30916: 'passwordIncorrect',
      30918: 'newPasswordSameAsOld',
    };
    for (const [code, name] of Object.entries(expected)) {
      expect(errorNameOf({ code: Number(code) })).toBe(name);
    }
  });

  it('has unique codes', () => {
    const codes = errorNames.map((name) => errorCatalogue[name].code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('finds token errors by error_description first, case-insensitively', () => {
    expect(errorNameOf({ code: 40000, error_description: 'user password not match' })).toBe(
      'userPasswordNotMatch',
    );
    expect(errorNameOf({ error_description: 'Exceed Max Login Attempts' })).toBe(
      'exceedMaxLoginAttempts',
    );
    expect(errorNameOf({ error_description: 'username or password error' })).toBe(
      'usernameOrPasswordError',
    );
    expect(errorNameOf({ error_description: 'Invalid or expired verification' })).toBe(
      'invalidOrExpiredVerification',
    );
    expect(errorNameOf({ code: 99999 })).toBeUndefined();
  });
});
