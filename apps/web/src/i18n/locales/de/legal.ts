import { deDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...deDocumentNames,
  agreement:
    'Ich habe die Nutzungsvereinbarung und die Datenschutzerklärung gelesen und stimme ihnen zu',
  readDocuments: 'Dokumente lesen',
  productServiceNotice:
    'Für die Nutzung unserer Geräte und vernetzten Dienste gilt die <link></link>.',
  close: 'Schließen',
  loadingDocument: 'Dokument wird geladen…',
  loadFailed: 'Das Dokument konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  documentMeta: 'Version {{version}}, gültig seit {{date}}',
  shownInLanguage:
    'Dieses Dokument ist in Ihrer Sprache nicht verfügbar. Es wird in folgender Sprache angezeigt: {{language}}.',
  updatedTitle: 'Wir haben unsere Bedingungen aktualisiert',
  updatedIntro:
    'Um Ihr Konto weiterhin zu nutzen, lesen und akzeptieren Sie bitte die aktuellen Versionen dieser Dokumente:',
  updatedVersion: 'Version {{version}}',
  accept: 'Akzeptieren',
  declineAndLogOut: 'Abmelden',
  declineHint: 'Wenn Sie sie nicht akzeptieren, werden Sie abgemeldet.',
  accepted: 'Vielen Dank. Ihre Zustimmung wurde gespeichert.',
  documentsTitle: 'Ihre Vereinbarungen',
  documentAccepted: 'Akzeptiert',
  documentNotAccepted: 'Noch nicht akzeptiert',
} satisfies LocaleShape<typeof en>;
