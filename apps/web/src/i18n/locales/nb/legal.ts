import { nbDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...nbDocumentNames,
  agreement: 'Jeg har lest og godtar brukeravtalen og personvernerklæringen',
  readDocuments: 'Les dokumentene',
  productServiceNotice:
    'Bruken av enhetene våre og tilkoblede tjenester reguleres av vår <link></link>.',
  close: 'Lukk',
  loadingDocument: 'Laster inn dokumentet…',
  loadFailed: 'Dokumentet kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  documentMeta: 'Versjon {{version}}, gjeldende fra {{date}}',
  shownInLanguage:
    'Dette dokumentet er ikke tilgjengelig på ditt språk. Det vises på {{language}}.',
  updatedTitle: 'Vi har oppdatert vilkårene våre',
  updatedIntro:
    'For å fortsette å bruke kontoen din må du lese og godta de gjeldende versjonene av disse dokumentene:',
  updatedVersion: 'versjon {{version}}',
  accept: 'Godta',
  declineAndLogOut: 'Logg ut',
  declineHint: 'Hvis du ikke godtar dem, blir du logget ut.',
  accepted: 'Takk! Godkjenningen din er registrert.',
  documentsTitle: 'Dine avtaler',
  documentAccepted: 'Godtatt',
  documentNotAccepted: 'Ikke godtatt ennå',
} satisfies LocaleShape<typeof en>;
