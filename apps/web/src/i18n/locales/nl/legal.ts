import { nlDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...nlDocumentNames,
  agreement: 'Ik heb de Gebruikersovereenkomst en het Privacybeleid gelezen en ga ermee akkoord',
  readDocuments: 'Documenten lezen',
  productServiceNotice:
    'Op het gebruik van onze apparaten en verbonden diensten is de <link></link> van toepassing.',
  close: 'Sluiten',
  loadingDocument: 'Document laden…',
  loadFailed: 'Het document kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  documentMeta: 'Versie {{version}}, geldig sinds {{date}}',
  shownInLanguage:
    'Dit document is niet beschikbaar in jouw taal. Het wordt getoond in de volgende taal: {{language}}.',
  updatedTitle: 'We hebben onze voorwaarden bijgewerkt',
  updatedIntro:
    'Lees en accepteer de huidige versies van deze documenten om je account te blijven gebruiken:',
  updatedVersion: 'versie {{version}}',
  accept: 'Accepteren',
  declineAndLogOut: 'Uitloggen',
  declineHint: 'Als je ze niet accepteert, word je uitgelogd.',
  accepted: 'Bedankt. Je akkoord is vastgelegd.',
  documentsTitle: 'Je overeenkomsten',
  documentAccepted: 'Geaccepteerd',
  documentNotAccepted: 'Nog niet geaccepteerd',
} satisfies LocaleShape<typeof en>;
