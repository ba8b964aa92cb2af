import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** English: the reference texts, and the fallback of a language without its own. */
export const en: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Your ${brand} verification code`,
    action: {
      register: 'create your account',
      login: 'sign in',
      reset: 'reset your password',
      'change-email': 'change your e-mail address',
      'double-check': 'confirm it is you signing in',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Your ${brand} verification code to ${action} is ${code}.`,
        `It is valid for ${validity} and can be used once.`,
        'If you did not ask for it, ignore this message; never share the code with anyone.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Your ${brand} e-mail address was changed`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `The e-mail address of your ${brand} account was changed to ${newEmail}.`,
        'Codes and messages about your account now go to the new address.',
        `If this was not you, open ${undoUrl} within ${validity}: it restores this address and signs out every device. Then reset your password.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Your ${brand} password was changed`,
    body: ({ brand, resetUrl }) =>
      [
        `The password of your ${brand} account was just changed.`,
        `If this was you, there is nothing to do.`,
        `If it was not you, reset your password at once at ${resetUrl}: this signs out every device.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: your password was changed. Not you? Reset it now: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'create your account',
      login: 'sign in',
      reset: 'reset your password',
      'change-email': 'change your e-mail',
      'double-check': 'confirm your sign-in',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: your code is ${code}, to ${action}. Valid ${validityShort}. Never share it.`,
  },
  providerPages: {
    logoutTitle: 'Sign out',
    logoutQuestion: ({ app, brand }) => `${app} asks to sign you out of your ${brand} account.`,
    logoutConfirm: 'Sign me out',
    logoutCancel: 'Stay signed in',
    signedOutTitle: 'Signed out',
    signedOutText: (brand) => `You are signed out of your ${brand} account.`,
    errorTitle: 'Sign-in not possible',
    errorText:
      "The app's request could not be completed. Go back to the app and try again, or sign in here.",
    errorCode: 'Error code',
    toLogin: 'Continue to the ordinary log-in',
    signingOutTitle: 'Signing out',
    signingOutText: (brand) =>
      `You are not signed in to your ${brand} account here. Continue to finish signing out.`,
    continue: 'Continue',
    languageLabel: 'Language',
    languageChange: 'Change',
    footer: ({ year, brand }) => `© ${year} ${brand}. All rights reserved.`,
  },
};
