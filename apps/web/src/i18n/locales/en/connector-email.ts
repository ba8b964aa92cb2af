/** Decision 056: the continuation when the other provider vouches for no e-mail address. */
export const connectorEmail = {
  intro:
    '{{name}} does not give us a verified e-mail address. Enter yours and the code we send to it; a few more details create your account.',
  email: 'E-mail address',
  haveAccount: 'I already have an account',
  linkTitle: 'Link to your account',
  linkIntro:
    'Enter the e-mail address of your account and its password or a code sent to it, or use its passkey, to link {{name}} to it.',
  takenIntro:
    'This address already has an account. Enter its password or a code sent to it, or use its passkey, to link {{name}} to it.',
  createInstead: 'Create a new account instead',
};
