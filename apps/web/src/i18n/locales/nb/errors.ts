import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Av sikkerhetshensyn kan det nye passordet ikke være likt noen av de tre siste du har brukt.',
  invalidParameter: 'Be om å få tilsendt en kode først.',
  invalidPassword: 'Ugyldig passord',
  verificationCodeInvalid: 'Bekreftelseskoden er ugyldig eller utløpt.',
  verificationCodeExpired: 'Bekreftelseskoden er ugyldig eller utløpt.',
  codeSendFailed: 'Kunne ikke sende deg en kode.',
  codeSentTooOften: 'For mange forsøk. Prøv igjen senere.',
  codeSendLimitReached: 'For mange forsøk. Prøv igjen senere.',
  mobileNotSignedUp: 'Dette mobilnummeret er ikke registrert ennå.',
  accountNotRegistered: 'Kontoen er ikke registrert. Skriv inn en annen.',
  mobileAlreadySignedUp: 'Dette mobilnummeret er allerede registrert. Vil du logge inn nå?',
  emailAlreadySignedUp: 'Denne e-postadressen er allerede registrert. Vil du logge inn nå?',
  emailOccupied: 'Denne e-postadressen brukes allerede av en annen konto.',
  emailSameAsCurrent: 'Denne e-postadressen er den samme som den nåværende.',
  emailChangeUndoInvalid: 'Denne angrelenken er ugyldig, utløpt eller allerede brukt.',
  passwordIncorrect: 'Feil passord. Prøv igjen.',
  accountDeletionLinkInvalid: 'Denne angrelenken er ugyldig, utløpt eller allerede brukt.',
  deletionConfirmationMismatch:
    'Det er ikke e-postadressen, telefonnummeret eller produkt-ID-en til denne kontoen.',
  passwordTooCommon: 'Dette passordet er for vanlig og lett å gjette. Velg et annet.',
  newPasswordSameAsOld:
    'Kunne ikke endre passordet. Det nye passordet må være forskjellig fra det forrige.',
  exceedMaxLoginAttempts:
    'For mange forsøk, og kontoen er låst. Prøv igjen senere, eller tilbakestill passordet.',
  userPasswordNotMatch: 'Feil konto eller passord. Prøv igjen.',
  usernameOrPasswordError: 'Brukeren finnes IKKE.',
  invalidOrExpiredVerification: 'Bekreftelseskoden er ugyldig eller utløpt.',
  badRequest: 'Forespørselen kunne ikke behandles. Sjekk det du har skrevet inn, og prøv igjen.',
  underMinimumAge: 'Du må være over {{old}} år for å registrere deg.',
  unknownTenant:
    'Denne lenken er ikke gyldig for tjenesten vår. Åpne kontosenteret fra den vanlige adressen.',
  unsupportedGrantType: 'Denne innloggingsmetoden støttes ikke.',
  unauthorizedClient: 'Denne appen kan ikke logge inn med passord. Logg inn via kontosenteret.',
  unknownTargetClient: 'Appen du kom fra, er ukjent. Åpne innloggingslenken dens på nytt.',
  decryptionFailed:
    'Forespørselen din kunne ikke sendes sikkert. Last inn siden på nytt og prøv igjen.',
  contextHeaderInvalid:
    'Region- og språkinnstillingene dine kunne ikke leses. Last inn siden på nytt og prøv igjen.',
  signatureInvalid: 'Forespørselen din kunne ikke bekreftes. Last inn siden på nytt og prøv igjen.',
  signatureExpired:
    'Dato og klokkeslett på enheten din ser ut til å være feil. Rett dem og prøv igjen.',
  nonceReused: 'Denne forespørselen er allerede sendt. Sjekk resultatet før du prøver igjen.',
  sliderRequired: 'Fullfør bekreftelsen med glidebryteren.',
  sliderFailed: 'Bekreftelsen med glidebryteren stemte ikke. Skyv på nytt.',
  tokenInvalid: 'Innloggingen din er utløpt. Logg inn på nytt.',
  invalidClient: 'Denne appen kunne ikke bekreftes. Last inn siden på nytt og prøv igjen.',
  sessionExpired: 'Innloggingen din er utløpt. Logg inn på nytt.',
  phoneRegionNotAllowed:
    'Telefonnumre fra dette landet eller denne regionen kan ikke brukes her. Bruk e-postadressen din.',
  notFound: 'Finner ikke det du ba om.',
  legalVersionNotCurrent: 'Vilkårene er nettopp endret. Les den gjeldende versjonen og godta den.',
  payloadTooLarge: 'Forespørselen er for stor.',
  unsupportedMediaType: 'Formatet på forespørselen støttes ikke.',
  tooManyRequests: 'For mange forespørsler. Prøv igjen senere.',
  internalError: 'Noe gikk galt. Prøv igjen senere.',
  unknownError: 'Noe gikk galt. Prøv igjen.',
  serviceUnavailable: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen senere.',
  unknownClient: 'Nettstedet du kom fra, er ikke registrert. Gå tilbake og prøv igjen.',
  redirectUrlNotRegistered:
    'Returadressen til nettstedet du kom fra, er ikke registrert. Gå tilbake og prøv igjen.',
  invalidAuthorizationRequest:
    'Påloggingsforespørselen fra nettstedet du kom fra, er ugyldig. Gå tilbake og prøv igjen.',
  secondFactorInvalid:
    'Koden fra autentiseringsappen eller gjenopprettingskoden er feil eller allerede brukt.',
  passkeyInvalid: 'Tilgangsnøkkelen kunne ikke bekreftes. Prøv igjen.',
  reauthenticationRequired: 'Av sikkerhetshensyn må du logge på igjen og prøve på nytt.',
  stepUpRequired:
    'Bekreft med passordet ditt (eller en kode fra autentiseringsappen) for å gjøre dette.',
  connectorTicketInvalid:
    'Denne påloggingslenken er ikke lenger gyldig eller ble startet i en annen nettleser. Start på nytt.',
  connectorIdentityTaken:
    'Denne kontoen hos den andre leverandøren er allerede koblet til en annen konto.',
  connectorLastSignInMethod:
    'Dette er din eneste måte å logge på, så den kan ikke kobles fra. Angi først et passord eller legg til en tilgangsnøkkel.',
  connectorUpstreamFailed:
    'Den andre leverandøren kunne ikke logge deg på. Prøv igjen senere, eller logg på på en annen måte.',
  securityItemNotFound: 'Dette elementet finnes ikke lenger.',
  totpAlreadyEnabled: 'En autentiseringsapp er allerede satt opp.',
  accountDisabled: 'Denne kontoen er deaktivert. Kontakt kundestøtte.',
} satisfies LocaleShape<typeof en>;
