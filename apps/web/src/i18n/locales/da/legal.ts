import { daDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...daDocumentNames,
  agreement: 'Jeg har læst og accepterer brugeraftalen og privatlivspolitikken',
  readDocuments: 'Læs dokumenterne',
  productServiceNotice:
    'Brugen af vores enheder og tilsluttede tjenester er underlagt vores <link></link>.',
  close: 'Luk',
  loadingDocument: 'Indlæser dokumentet…',
  loadFailed: 'Dokumentet kunne ikke indlæses.',
  retry: 'Prøv igen',
  documentMeta: 'Version {{version}}, gældende fra {{date}}',
  shownInLanguage: 'Dette dokument findes ikke på dit sprog. Det vises på {{language}}.',
  updatedTitle: 'Vi har opdateret vores vilkår',
  updatedIntro:
    'For at fortsætte med at bruge din konto skal du læse og acceptere de gældende versioner af disse dokumenter:',
  updatedVersion: 'version {{version}}',
  accept: 'Accepter',
  declineAndLogOut: 'Log ud',
  declineHint: 'Hvis du ikke accepterer dem, bliver du logget ud.',
  accepted: 'Tak! Din accept er registreret.',
  documentsTitle: 'Dine aftaler',
  documentAccepted: 'Accepteret',
  documentNotAccepted: 'Endnu ikke accepteret',
} satisfies LocaleShape<typeof en>;
