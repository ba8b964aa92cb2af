import type { UserAppErrorName } from '@account-centre/contract';

/** Spec §8: one text per catalogue name of contract errors.ts, and one for any other code. */
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
  emailChangeUndoInvalid: 'This undo link is invalid, expired or already used.',
  passwordIncorrect: 'Incorrect password, please try again.',
  accountDeletionLinkInvalid: 'This cancel link is invalid, expired or already used.',
  deletionConfirmationMismatch:
    "That is not this account's e-mail address, phone number or product ID.",
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  newPasswordSameAsOld:
    'Failed to change password. New password shall be different from the previous one.',
  exceedMaxLoginAttempts:
    'Too many attempts, the account has been locked. Please try again later or retrieve your password?',
  userPasswordNotMatch: 'Incorrect account or password, please try again.',
  usernameOrPasswordError: 'The requested user does NOT exist.',
  invalidOrExpiredVerification: 'Verification code is invalid or expired.',
  badRequest: 'The request could not be processed. Please check your input and try again.',
  // Spec §5; `old` is the configured minimum age (app config), filled in by errorText.
  underMinimumAge: 'You must be older than {{old}} to register.',
  unknownTenant:
    'This link is not valid for our service. Please open the account centre from its usual address.',
  unsupportedGrantType: 'This sign-in method is not supported.',
  unauthorizedClient:
    'This app may not sign in with a password. Please sign in through the account centre.',
  unknownTargetClient: 'The app you came from is not known. Please open its sign-in link again.',
  decryptionFailed:
    'Your request could not be sent securely. Please reload the page and try again.',
  contextHeaderInvalid:
    'Your region and language settings could not be read. Please reload the page and try again.',
  signatureInvalid: 'Your request could not be verified. Please reload the page and try again.',
  signatureExpired:
    "Your device's date and time seem to be wrong. Please correct them and try again.",
  nonceReused: 'This request has already been sent. Please check the result before trying again.',
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
  // An error answer outside the catalogue without a msg (a 401 shows tokenInvalid instead).
  unknownError: 'Something went wrong. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
  unknownClient: 'The site you came from is not registered. Please go back and try again.',
  redirectUrlNotRegistered:
    'The return address of the site you came from is not registered. Please go back and try again.',
  invalidAuthorizationRequest:
    'The sign-in request of the site you came from is not valid. Please go back and try again.',
  secondFactorInvalid: 'The authenticator code or recovery code is wrong or was already used.',
  passkeyInvalid: 'The passkey could not be verified. Please try again.',
  reauthenticationRequired: 'For your security, please sign in again and retry.',
  stepUpRequired: 'Please confirm with your password (or authenticator code) to do this.',
  connectorTicketInvalid:
    'This sign-in has expired or was started in another browser. Please start again.',
  connectorIdentityTaken:
    'This account of the other provider is already linked to another account.',
  connectorLastSignInMethod: 'This is your only way to sign in, so it cannot be unlinked.',
  connectorUpstreamFailed: 'The other provider could not sign you in. Please try again later.',
  securityItemNotFound: 'This item no longer exists.',
  totpAlreadyEnabled: 'An authenticator app is already set up.',
  accountDisabled: 'This account has been disabled. Please contact support.',
} satisfies Record<UserAppErrorName | 'unknownError', string>;
