import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const thDocumentNames = {
  userAgreement: 'ข้อตกลงผู้ใช้',
  privacyPolicy: 'นโยบายความเป็นส่วนตัว',
  productServiceAgreement: 'ข้อตกลงการให้บริการผลิตภัณฑ์',
} satisfies LegalDocumentNames;
