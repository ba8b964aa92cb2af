import { fiDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...fiDocumentNames,
  agreement: 'Olen lukenut käyttäjäsopimuksen ja tietosuojakäytännön ja hyväksyn ne',
  readDocuments: 'Lue asiakirjat',
  productServiceNotice:
    'Laitteidemme ja niihin yhdistettyjen palvelujen käyttöä koskee <link></link>.',
  close: 'Sulje',
  loadingDocument: 'Ladataan asiakirjaa…',
  loadFailed: 'Asiakirjaa ei voitu ladata.',
  retry: 'Yritä uudelleen',
  documentMeta: 'Versio {{version}}, voimassa {{date}} alkaen',
  shownInLanguage: 'Tämä asiakirja ei ole saatavilla kielelläsi. Näytettävä kieli: {{language}}.',
  updatedTitle: 'Olemme päivittäneet ehtojamme',
  updatedIntro:
    'Jos haluat jatkaa tilisi käyttöä, lue näiden asiakirjojen voimassa olevat versiot ja hyväksy ne:',
  updatedVersion: 'versio {{version}}',
  accept: 'Hyväksy',
  declineAndLogOut: 'Kirjaudu ulos',
  declineHint: 'Jos et hyväksy niitä, sinut kirjataan ulos.',
  accepted: 'Kiitos! Hyväksyntäsi on tallennettu.',
  documentsTitle: 'Sopimuksesi',
  documentAccepted: 'Hyväksytty',
  documentNotAccepted: 'Ei vielä hyväksytty',
} satisfies LocaleShape<typeof en>;
