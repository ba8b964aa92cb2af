/** Keys whose Italian text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = [
  'connectors.nameWechat',
  'connectors.password',
  'auth.passwordMode',
  'auth.accountLabel',
  'auth.passwordLabel',
  'register.passwordLabel',
  'password.accountLabel',
  'security.passkeyDefaultName',
  'home.glancePassword',
];
