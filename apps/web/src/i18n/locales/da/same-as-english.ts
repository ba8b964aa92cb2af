/** Keys whose Danish text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = [
  'connectors.nameWechat',
  'home.sectionApps',
  'legal.updatedVersion',
];
