import { svDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...svDocumentNames,
  agreement: 'Jag har läst och godkänner användaravtalet och integritetspolicyn',
  readDocuments: 'Läs dokumenten',
  productServiceNotice:
    'Användningen av våra enheter och anslutna tjänster regleras av vårt <link></link>.',
  close: 'Stäng',
  loadingDocument: 'Läser in dokumentet…',
  loadFailed: 'Dokumentet kunde inte läsas in.',
  retry: 'Försök igen',
  documentMeta: 'Version {{version}}, gäller från {{date}}',
  shownInLanguage: 'Det här dokumentet finns inte på ditt språk. Det visas på {{language}}.',
  updatedTitle: 'Vi har uppdaterat våra villkor',
  updatedIntro:
    'För att fortsätta använda ditt konto behöver du läsa och godkänna de aktuella versionerna av dessa dokument:',
  updatedVersion: 'version {{version}}',
  accept: 'Godkänn',
  declineAndLogOut: 'Logga ut',
  declineHint: 'Om du inte godkänner dem loggas du ut.',
  accepted: 'Tack! Ditt godkännande har registrerats.',
  documentsTitle: 'Dina avtal',
  documentAccepted: 'Godkänt',
  documentNotAccepted: 'Inte godkänt ännu',
} satisfies LocaleShape<typeof en>;
