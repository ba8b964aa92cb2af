import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Scarica i tuoi dati',
  exportText:
    'Una copia di tutto ciò che contiene il tuo account: profilo, identificativi di accesso, accordi accettati, dispositivi, attività, passkey e le app che hai autorizzato. Fino a 5 download al giorno.',
  exportJson: 'File di dati (JSON)',
  exportJsonDetail: 'Leggibile da una macchina, per portare i tuoi dati a un altro servizio',
  exportHtml: 'Pagina leggibile (HTML)',
  exportHtmlDetail: 'Nella tua lingua, si apre in qualsiasi browser',
  download: 'Scarica',
  downloadLabel: 'Scarica: {{format}}',
  exportDone: 'I tuoi dati sono stati scaricati.',
  proofTitle: 'Conferma che sei tu',
  proofText: 'Inserisci la password o un codice della tua app di autenticazione.',
  proofLabel: 'Password o codice di autenticazione',
  proofMissing: 'Inserisci la password o il codice.',
  proofPasskey: 'Usa invece una passkey',
  confirm: 'Conferma',
  cancel: 'Annulla',
  deleteTitle: 'Elimina account',
  deleteText:
    "Il tuo account viene disattivato subito: esci da tutti i dispositivi, le app a cui hai effettuato l'accesso perdono l'accesso e nessuno può più accedervi.",
  deleteGrace:
    "Viene cancellato definitivamente dopo un periodo di tolleranza. Fino ad allora, il link nell'avviso che inviamo al tuo indirizzo di contatto mantiene l'account.",
  deleteStart: 'Elimina account…',
  confirmLabel: 'Per confermare, digita {{account}}',
  confirmMissing: 'Digita {{account}} esattamente come mostrato.',
  deleteSubmit: 'Elimina il mio account',
  deletedTitle: 'Account eliminato',
  deletedText: 'Il tuo account è stato eliminato e sei stato disconnesso.',
  deletedWhen:
    "Sarà cancellato il {{date}}. Per mantenerlo, apri prima di allora il link nell'avviso che ti abbiamo inviato.",
  cancelTitle: 'Mantieni il tuo account',
  cancelQuestion: "Annullare l'eliminazione del tuo account? Torna attivo e puoi accedere.",
  cancelSubmit: 'Mantieni il mio account',
  cancelDone:
    "L'eliminazione è stata annullata. Il tuo account è di nuovo attivo: accedi per usarlo.",
  cancelInvalid:
    'Questo link non può più essere usato: è già stato usato o è scaduto. Un account cancellato non può essere ripristinato.',
  toLogin: "Vai all'accesso",
} satisfies LocaleShape<typeof en>;
