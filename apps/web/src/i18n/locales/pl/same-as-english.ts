/** Keys whose Polish text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = ['connectors.nameWechat'];
