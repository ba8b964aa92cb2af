/** Keys whose Dutch text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = [
  'connectors.nameWechat',
  'auth.accountLabel',
  'password.accountLabel',
  'security.passkeysTitle',
  'security.passkeyDefaultName',
  'home.sectionApps',
  'home.glancePasskeys',
];
