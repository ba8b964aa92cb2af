/** Keys whose Danish text is rightly identical to English (a test rejects any other). */
export const sameAsEnglish: readonly string[] = ['legal.updatedVersion', 'home.sectionApps'];
