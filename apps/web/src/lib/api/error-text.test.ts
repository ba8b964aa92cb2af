import { errorMessages } from '@account-centre/contract';
import { toast } from '#lib/ui/toast.ts';
import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiRequest } from '#lib/api/api-client.ts';
import { ApiError, type ErrorFields } from '#lib/api/api-error.ts';
import { errorText } from '#lib/api/error-text.ts';
import { setDeployment } from '#testing/deployment.ts';
import { stubFetch } from '#testing/fetch-stub.ts';

const text = (body: ErrorFields, status = 400) =>
  errorText(new ApiError({ kind: 'answer', status, body }));

/** A token answer body as the server sends it for a spec §8 error_description. */
const described = (error_description: string): ErrorFields => ({
  code: 400,
  msg: 'x',
  error: 'invalid_grant',
  error_description,
});

/**
 * Every row of spec §8, with the shown texts copied verbatim from the specification (the
 * 10007 and 30916 message-dependent texts are the spec §5 messages the row names).
 */
const catalogue: { row: string; body: ErrorFields; shown: string }[] = [
  // By error_description (token and login answers).
  {
    row: 'exceed max login attempts',
    body: described('exceed max login attempts'),
    shown:
      'Too many attempts, the account has been locked. Please try again later or retrieve your password?',
  },
  {
    row: 'user password not match',
    body: described('user password not match'),
    shown: 'Incorrect account or password, please try again.',
  },
  {
    row: 'username or password error',
    body: described('username or password error'),
    shown: 'The requested user does NOT exist.',
  },
  {
    row: 'Invalid or expired verification',
    body: described('Invalid or expired verification'),
    shown: 'Verification code is invalid or expired.',
  },
  // By code.
  {
    row: '10000',
    body: { code: 10000, msg: 'x' },
    shown:
      'For security reasons, the new password cannot be the same as any of the last three used.',
  },
  { row: '11002', body: { code: 11002, msg: 'x' }, shown: 'Failed to send you a code.' },
  {
    row: '11001',
    body: { code: 11001, msg: 'x' },
    shown: 'Verification code is invalid or expired.',
  },
  {
    row: '11000',
    body: { code: 11000, msg: 'x' },
    shown: 'Verification code is invalid or expired.',
  },
  {
    row: '10007 invalid phone',
    body: { code: 10007, msg: errorMessages.invalidPhone },
    shown: 'invalid mobile number, please enter again',
  },
  {
    row: '10007 invalid email',
    body: { code: 10007, msg: errorMessages.invalidEmail },
    shown: 'Invalid email',
  },
  {
    row: '10007 e-mail length 1 to 45',
    body: { code: 10007, msg: errorMessages.emailLength },
    shown: 'Email address must be less than 45 characters in length.',
  },
  {
    row: '10007 otherwise',
    body: { code: 10007, msg: errorMessages.codeNotRequested },
    shown: 'Please get code sent first.',
  },
  {
    row: '30401',
    body: { code: 30401, msg: 'x' },
    shown: 'Account not registered. Please enter a new one.',
  },
  {
    row: '30400',
    body: { code: 30400, msg: 'x' },
    shown: 'This mobile number is not yet signed up.',
  },
  {
    row: '30900',
    body: { code: 30900, msg: 'x' },
    shown: 'The mobile number has been signed up. Log in now?',
  },
  {
    row: '30901',
    body: { code: 30901, msg: 'x' },
    shown: 'The email has been signed up. Log in now?',
  },
  {
    row: '30913',
    body: { code: 30913, msg: 'x' },
    shown: 'This email is the same as the current one.',
  },
  {
    row: '30916 original password wrong',
    body: { code: 30916, msg: errorMessages.originalPasswordWrong },
    shown: 'Incorrect password, please try again.',
  },
  {
    row: '30916 otherwise',
    body: { code: 30916, msg: errorMessages.passwordRule },
    shown:
      'Password must be 8 to16 characters in length and can contain letters, digits, and/or special characters.',
  },
  { row: '10009', body: { code: 10009, msg: 'x' }, shown: 'Invalid password' },
  {
    row: '11003',
    body: { code: 11003, msg: 'x' },
    shown: 'Too many attempts, please try again later...',
  },
  {
    row: '11004',
    body: { code: 11004, msg: 'x' },
    shown: 'Too many attempts, please try again later...',
  },
  {
    row: '30918',
    body: { code: 30918, msg: 'x' },
    shown: 'Failed to change password. New password shall be different from the previous one.',
  },
  {
    row: '30911',
    body: { code: 30911, msg: 'x' },
    shown: 'The email has been occupied by another account.',
  },
];

const EXPIRED = 'Your login has expired. Please log in again.';

describe('errorText: the spec §8 catalogue', () => {
  test.each(catalogue)('$row → $shown', ({ body, shown }) => {
    expect(text(body)).toBe(shown);
  });

  test('error_description wins over the code', () => {
    expect(text({ ...described('user password not match'), code: 30401 })).toBe(
      'Incorrect account or password, please try again.',
    );
  });

  test('10007 with any other message asks for the code first', () => {
    expect(text({ code: 10007, msg: 'anything else' })).toBe('Please get code sent first.');
  });

  test('a 401 token answer reads "Your login has expired"', () => {
    expect(text({ code: 40100, msg: 'token invalid' }, 401)).toBe(EXPIRED);
    expect(text({ code: 40102, msg: 'session expired', error: 'invalid_grant' }, 401)).toBe(
      EXPIRED,
    );
  });

  test('any 401 on the token call shows "Your login has expired" (spec §4)', async () => {
    const shown = vi.spyOn(toast, 'error');
    stubFetch([
      {
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        reply: () => ({
          status: 401,
          body: { code: 40101, msg: 'invalid client', error: 'invalid_client' },
        }),
      },
    ]);
    await expect(
      apiRequest({
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        schema: z.unknown(),
        onUnauthorized: 'token',
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown.mock.calls[0]?.[0]).toBe(EXPIRED);
  });
});

describe('errorText: the minimum age', () => {
  test('40030 names the configured age, as the registration form does', () => {
    expect(text({ code: 40030, msg: 'must be at least 16 years old' })).toBe(
      'You must be older than 16 to register.',
    );
    setDeployment({ config: { minAge: 18 } });
    expect(text({ code: 40030, msg: 'must be at least 18 years old' })).toBe(
      'You must be older than 18 to register.',
    );
  });
});

describe('errorText: outside the catalogue', () => {
  test('an unknown code shows the server msg; without one a neutral text, for a 401 the expired one', () => {
    expect(text({ code: 99999, msg: 'Server says no' })).toBe('Server says no');
    expect(text({ code: 99999 })).toBe('Something went wrong. Please try again.');
    expect(text({})).toBe('Something went wrong. Please try again.');
    expect(text({ code: 99999, msg: '' }, 500)).toBe('Something went wrong. Please try again.');
    expect(text({ code: 99999 }, 401)).toBe(EXPIRED);
    expect(text({}, 401)).toBe(EXPIRED);
  });

  test('transport failures', () => {
    expect(errorText(new ApiError({ kind: 'timeout' }))).toBe(
      'The request timed out. Please try again.',
    );
    expect(errorText(new Error('boom'))).toBe('Something went wrong. Please try again later.');
  });
});
