import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Per motivi di sicurezza, la nuova password non può essere uguale a nessuna delle ultime tre utilizzate.',
  invalidParameter: "Richiedi prima l'invio di un codice.",
  invalidPassword: 'Password non valida',
  verificationCodeInvalid: 'Il codice di verifica non è valido o è scaduto.',
  verificationCodeExpired: 'Il codice di verifica non è valido o è scaduto.',
  codeSendFailed: 'Impossibile inviare il codice.',
  codeSentTooOften: 'Troppi tentativi. Riprova più tardi.',
  codeSendLimitReached: 'Troppi tentativi. Riprova più tardi.',
  mobileNotSignedUp: 'Questo numero di telefono non è ancora registrato.',
  accountNotRegistered: 'Account non registrato. Inseriscine un altro.',
  mobileAlreadySignedUp: 'Questo numero di telefono è già registrato. Vuoi accedere ora?',
  emailAlreadySignedUp: 'Questo indirizzo e-mail è già registrato. Vuoi accedere ora?',
  emailOccupied: 'Questo indirizzo e-mail è già utilizzato da un altro account.',
  emailSameAsCurrent: 'Questo indirizzo e-mail è uguale a quello attuale.',
  emailChangeUndoInvalid:
    'Questo link di annullamento non è valido, è scaduto o è già stato usato.',
  passwordIncorrect: 'Password errata. Riprova.',
  accountDeletionLinkInvalid:
    'Questo link di annullamento non è valido, è scaduto o è già stato usato.',
  deletionConfirmationMismatch:
    'Non è l’indirizzo e-mail, il numero di telefono o l’ID prodotto di questo account.',
  passwordTooCommon: "Questa password è troppo comune e facile da indovinare. Scegline un'altra.",
  newPasswordSameAsOld:
    'Impossibile modificare la password. La nuova password deve essere diversa da quella precedente.',
  exceedMaxLoginAttempts:
    "Troppi tentativi, l'account è stato bloccato. Riprova più tardi o reimposta la password.",
  userPasswordNotMatch: 'Account o password errati. Riprova.',
  usernameOrPasswordError: "L'utente richiesto non esiste.",
  invalidOrExpiredVerification: 'Il codice di verifica non è valido o è scaduto.',
  badRequest: 'Impossibile elaborare la richiesta. Controlla i dati inseriti e riprova.',
  underMinimumAge: 'Devi avere almeno {{old}} anni per registrarti.',
  unknownTenant:
    'Questo link non è valido per il nostro servizio. Apri il centro account dal suo indirizzo abituale.',
  unsupportedGrantType: 'Questo metodo di accesso non è supportato.',
  unauthorizedClient:
    'Questa app non può accedere con una password. Accedi tramite il centro account.',
  unknownTargetClient:
    "L'app da cui provieni non è riconosciuta. Apri di nuovo il suo link di accesso.",
  decryptionFailed:
    'Impossibile inviare la richiesta in modo sicuro. Ricarica la pagina e riprova.',
  contextHeaderInvalid:
    'Impossibile leggere le impostazioni di regione e lingua. Ricarica la pagina e riprova.',
  signatureInvalid: 'Impossibile verificare la richiesta. Ricarica la pagina e riprova.',
  signatureExpired: "La data e l'ora del dispositivo sembrano errate. Correggile e riprova.",
  nonceReused: 'Questa richiesta è già stata inviata. Controlla il risultato prima di riprovare.',
  sliderRequired: 'Completa la verifica a scorrimento.',
  sliderFailed: 'La verifica a scorrimento non è riuscita. Scorri di nuovo.',
  tokenInvalid: 'La sessione è scaduta. Accedi di nuovo.',
  invalidClient: 'Impossibile verificare questa app. Ricarica la pagina e riprova.',
  sessionExpired: 'La sessione è scaduta. Accedi di nuovo.',
  phoneRegionNotAllowed:
    "I numeri di telefono di questo paese o regione non possono essere usati qui. Usa l'indirizzo e-mail.",
  notFound: "L'elemento richiesto non è stato trovato.",
  legalVersionNotCurrent: 'I termini sono appena cambiati. Leggi e accetta la versione in vigore.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  unsupportedMediaType: 'Il formato della richiesta non è supportato.',
  tooManyRequests: 'Troppe richieste. Riprova più tardi.',
  internalError: 'Si è verificato un errore. Riprova più tardi.',
  unknownError: 'Si è verificato un errore. Riprova.',
  serviceUnavailable: 'Il servizio è temporaneamente non disponibile. Riprova più tardi.',
  unknownClient: 'Il sito da cui provieni non è registrato. Torna indietro e riprova.',
  redirectUrlNotRegistered:
    "L'indirizzo di ritorno del sito da cui provieni non è registrato. Torna indietro e riprova.",
  invalidAuthorizationRequest:
    'La richiesta di accesso del sito da cui provieni non è valida. Torna indietro e riprova.',
  secondFactorInvalid:
    'Il codice dell’app di autenticazione o il codice di recupero è errato o è già stato usato.',
  passkeyInvalid: 'Impossibile verificare la passkey. Riprova.',
  reauthenticationRequired: 'Per la tua sicurezza, accedi di nuovo e riprova.',
  stepUpRequired:
    "Conferma con la tua password (o un codice dell'app di autenticazione) per farlo.",
  connectorTicketInvalid:
    'Questo link di accesso non è più valido o è stato avviato in un altro browser. Ricomincia.',
  connectorIdentityTaken: 'Questo account dell’altro provider è già collegato a un altro account.',
  connectorLastSignInMethod:
    'È il tuo unico modo di accedere, quindi non può essere scollegato. Imposta prima una password o aggiungi una passkey.',
  connectorUpstreamFailed:
    'L’altro provider non è riuscito a farti accedere. Riprova più tardi o usa un altro metodo di accesso.',
  securityItemNotFound: 'Questo elemento non esiste più.',
  totpAlreadyEnabled: 'Un’app di autenticazione è già configurata.',
  accountDisabled: "Questo account è stato disattivato. Contatta l'assistenza.",
} satisfies LocaleShape<typeof en>;
