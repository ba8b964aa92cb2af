/** Keys whose Traditional Chinese (Hong Kong) text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = [];
