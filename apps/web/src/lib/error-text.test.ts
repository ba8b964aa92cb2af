import { errorMessages } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { ApiError, type ErrorFields } from '#lib/api-error.ts';
import { errorText } from '#lib/error-text.ts';

const text = (body: ErrorFields, status = 400) =>
  errorText(new ApiError({ kind: 'answer', status, body }));

describe('errorText', () => {
  test('10007 is chosen by the msg', () => {
    expect(text({ code: 10007, msg: errorMessages.invalidPhone })).toBe(
      'Please enter a valid phone number',
    );
    expect(text({ code: 10007, msg: errorMessages.invalidEmail })).toBe('Invalid email');
    expect(text({ code: 10007, msg: errorMessages.emailLength })).toBe(
      'Email address must be less than 45 characters in length.',
    );
    expect(text({ code: 10007, msg: 'anything else' })).toBe('Please get code sent first.');
  });

  test('30916 is chosen by the msg', () => {
    expect(text({ code: 30916, msg: errorMessages.originalPasswordWrong })).toBe(
      'Incorrect password, please try again.',
    );
    expect(text({ code: 30916, msg: errorMessages.passwordRule })).toBe(
      'Password must be 8 to16 characters in length and can contain letters, digits, and/or special characters.',
    );
  });

  test('token answers map by error_description first', () => {
    const lock = { code: 400, error: 'invalid_grant', msg: 'x' };
    expect(text({ ...lock, error_description: 'exceed max login attempts' })).toBe(
      'Too many attempts, the account has been locked. Please try again later or retrieve your password?',
    );
    expect(text({ ...lock, error_description: 'user password not match' })).toBe(
      'Incorrect account or password, please try again.',
    );
    expect(text({ ...lock, error_description: 'username or password error' })).toBe(
      'The requested user does NOT exist.',
    );
    expect(text({ ...lock, error_description: 'Invalid or expired verification' })).toBe(
      'Verification code is invalid or expired.',
    );
  });

  test('by code; else the server msg; else the token-invalid text', () => {
    expect(text({ code: 11003, msg: 'x' })).toBe('Too many attempts, please try again later...');
    expect(text({ code: 30400, msg: 'x' })).toBe('This mobile number is not yet signed up.');
    expect(text({ code: 99999, msg: 'Server says no' })).toBe('Server says no');
    expect(text({})).toBe('Your login has expired. Please log in again.');
  });

  test('transport failures', () => {
    expect(errorText(new ApiError({ kind: 'timeout' }))).toBe(
      'The request timed out. Please try again.',
    );
    expect(errorText(new Error('boom'))).toBe('Something went wrong. Please try again later.');
  });
});
