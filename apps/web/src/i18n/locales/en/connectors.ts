/** Sign-in with another identity provider (decision 050): buttons, continuation, Home. */
export const connectors = {
  continueWith: 'Continue with {{name}}',
  or: 'or',
  errorDenied: 'The sign-in was cancelled at the other provider. Nothing was changed.',
  registerTitle: 'Create your account',
  registerIntro:
    'You are signing in with {{name}} as {{email}}. A few details are needed to create your account.',
  country: 'Country or region',
  birthDate: 'Date of birth',
  createAccount: 'Create account',
  linkTitle: 'You already have an account',
  linkIntro:
    'An account with {{email}} already exists. To link {{name}} to it, enter its password or a code sent to it, or use its passkey.',
  password: 'Password',
  linkAndSignIn: 'Link and sign in',
  linkWithPasskey: 'Use a passkey',
  signingIn: 'Signing you in…',
  methodsTitle: 'Sign-in methods',
  methodsNone: 'No other sign-in methods are linked.',
  linkMethod: 'Link {{name}}',
  unlink: 'Unlink',
  linkedDone: '{{name}} is now linked to your account.',
  unlinkedDone: 'The sign-in method was unlinked.',
  proofLabel: 'Password or authenticator code',
  nameWechat: 'WeChat',
};
