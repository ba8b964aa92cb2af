/** Keys whose German text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = [
  'connectors.nameWechat',
  'security.passkeysTitle',
  'security.passkeyDefaultName',
  'home.sectionApps',
  'home.glancePasskeys',
];
