/** Keys whose Vietnamese text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = [
  'account.email',
  'register.emailMode',
  'register.emailLabel',
];
