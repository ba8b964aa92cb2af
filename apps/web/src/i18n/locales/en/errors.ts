import type { ErrorName } from '@account-centre/contract';

/** Spec §8: one text per catalogue name of contract errors.ts. */
export const errors = {
  passwordRecentlyUsed:
    'For security reasons, the new password cannot be the same as any of the last three used.',
  invalidParameter: 'Please get code sent first.',
  invalidPassword: 'Invalid password',
  verificationCodeInvalid: 'Verification code is invalid or expired.',
  verificationCodeExpired: 'Verification code is invalid or expired.',
  codeSendFailed: 'Failed to send you a code.',
  codeSentTooOften: 'Too many attempts, please try again later...',
  codeSendLimitReached: 'Too many attempts, please try again later...',
  mobileNotSignedUp: 'This mobile number is not yet signed up.',
  accountNotRegistered: 'Account not registered. Please enter a new one.',
  mobileAlreadySignedUp: 'The mobile number has been signed up. Log in now?',
  emailAlreadySignedUp: 'The email has been signed up. Log in now?',
  emailOccupied: 'The email has been occupied by another account.',
  emailSameAsCurrent: 'This email is the same as the current one.',
  passwordIncorrect: 'Incorrect password, please try again.',
  newPasswordSameAsOld:
    'Failed to change password. New password shall be different from the previous one.',
  exceedMaxLoginAttempts:
    'Too many attempts, the account has been locked. Please try again later or retrieve your password?',
  userPasswordNotMatch: 'Incorrect account or password, please try again.',
  usernameOrPasswordError: 'The requested user does NOT exist.',
  invalidOrExpiredVerification: 'Verification code is invalid or expired.',
  badRequest: 'The request could not be processed. Please check your input and try again.',
  // Spec §5 reads "older than {old}"; errorText passes no values, so this text names no age.
  underMinimumAge: 'You are not old enough to register an account.',
  unsupportedGrantType: 'This sign-in method is not supported.',
  sliderRequired: 'Please complete the slide verification.',
  sliderFailed: 'The slide verification did not match. Please slide again.',
  tokenInvalid: 'Your login has expired. Please log in again.',
  invalidClient: 'This app could not be verified. Please reload the page and try again.',
  sessionExpired: 'Your login has expired. Please log in again.',
  phoneRegionNotAllowed:
    'Phone numbers from this country or region cannot be used here. Please use your e-mail address.',
  notFound: 'The requested item was not found.',
  legalVersionNotCurrent:
    'The terms have just changed. Please read the current version and accept it.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request format is not supported.',
  tooManyRequests: 'Too many requests. Please try again later.',
  internalError: 'Something went wrong. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
} satisfies Record<ErrorName, string>;
