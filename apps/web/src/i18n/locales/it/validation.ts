import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'La password deve contenere da 8 a 16 caratteri e può includere lettere, cifre e/o caratteri speciali.',
  passwordMismatch: 'Le password non corrispondono. Riprova.',
  passwordRequired: 'Inserisci la password.',
  invalidEmail: 'Indirizzo e-mail non valido',
  emailLength: "L'indirizzo e-mail deve contenere meno di 45 caratteri.",
  invalidPhone: 'Inserisci un numero di telefono valido',
  invalidMobileNumber: 'Numero di cellulare non valido, inseriscilo di nuovo',
  areaCodeRequired: 'Seleziona un prefisso.',
  phoneNotAvailable:
    "L'accesso con numero di telefono non è disponibile nella tua regione. Usa l'indirizzo e-mail o l'ID prodotto.",
  invalidAccountNoPhone: "Inserisci l'indirizzo e-mail o l'ID prodotto.",
  accountRequired: 'Inserisci il tuo account.',
  invalidAccount:
    'Inserisci un numero di telefono con prefisso internazionale (+…), un indirizzo e-mail o un ID prodotto.',
  invalidCode: 'Codice di verifica errato.',
  codeNotRequested: "Richiedi prima l'invio di un codice.",
  agreementRequired: "Leggi e accetta il Contratto utente e l'Informativa sulla privacy.",
  invalidBirthDate: 'Scegli una data di nascita valida.',
  invalidCountry: 'Scegli un paese o una regione.',
} satisfies LocaleShape<typeof en>;
