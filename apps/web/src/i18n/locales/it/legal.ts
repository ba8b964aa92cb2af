import { itDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...itDocumentNames,
  agreement: "Ho letto e accetto il Contratto utente e l'Informativa sulla privacy",
  readDocuments: 'Leggi i documenti',
  productServiceNotice:
    "L'uso dei nostri dispositivi e dei servizi connessi è regolato dal <link></link>.",
  close: 'Chiudi',
  loadingDocument: 'Caricamento del documento…',
  loadFailed: 'Impossibile caricare il documento.',
  retry: 'Riprova',
  documentMeta: 'Versione {{version}}, in vigore dal {{date}}',
  shownInLanguage:
    'Questo documento non è disponibile nella tua lingua. Viene mostrato nella seguente lingua: {{language}}.',
  updatedTitle: 'Abbiamo aggiornato i nostri termini',
  updatedIntro:
    'Per continuare a usare il tuo account, leggi e accetta le versioni in vigore di questi documenti:',
  updatedVersion: 'versione {{version}}',
  accept: 'Accetta',
  declineAndLogOut: 'Esci',
  declineHint: 'Se non li accetti, la sessione verrà chiusa.',
  accepted: 'Grazie. La tua accettazione è stata registrata.',
  documentsTitle: 'I tuoi accordi',
  documentAccepted: 'Accettato',
  documentNotAccepted: 'Non ancora accettato',
} satisfies LocaleShape<typeof en>;
