/** Keys whose Indonesian text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = [
  'connectors.nameWechat',
  'account.email',
  'register.emailMode',
  'register.emailLabel',
];
