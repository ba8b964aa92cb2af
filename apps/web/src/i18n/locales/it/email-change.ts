import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Cambia indirizzo e-mail',
  emailLabel: 'Nuovo indirizzo e-mail',
  currentPasswordLabel: 'Password attuale',
  currentPasswordHint: 'Per proteggere il tuo account, conferma la modifica con la tua password.',
  submit: 'Salva',
  undoTitle: "Annulla la modifica dell'e-mail",
  undoQuestion:
    'Ripristinare questo indirizzo e-mail sul tuo account? Tutti i dispositivi verranno disconnessi.',
  undoSubmit: 'Annulla la modifica',
  undoDone:
    'Il tuo indirizzo e-mail è stato ripristinato e tutti i dispositivi sono stati disconnessi. Accedi, poi reimposta la password se qualcun altro la conosceva.',
  undoToLogin: "Vai all'accesso",
} satisfies LocaleShape<typeof en>;
