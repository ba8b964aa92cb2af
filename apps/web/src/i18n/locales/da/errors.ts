import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Af sikkerhedshensyn må den nye adgangskode ikke være den samme som nogen af de tre senest anvendte.',
  invalidParameter: 'Få først tilsendt en kode.',
  invalidPassword: 'Ugyldig adgangskode',
  verificationCodeInvalid: 'Bekræftelseskoden er ugyldig eller udløbet.',
  verificationCodeExpired: 'Bekræftelseskoden er ugyldig eller udløbet.',
  codeSendFailed: 'Vi kunne ikke sende dig en kode.',
  codeSentTooOften: 'For mange forsøg. Prøv igen senere.',
  codeSendLimitReached: 'For mange forsøg. Prøv igen senere.',
  mobileNotSignedUp: 'Dette mobilnummer er ikke registreret endnu.',
  accountNotRegistered: 'Kontoen er ikke registreret. Indtast en anden.',
  mobileAlreadySignedUp: 'Mobilnummeret er allerede registreret. Vil du logge ind nu?',
  emailAlreadySignedUp: 'E-mailen er allerede registreret. Vil du logge ind nu?',
  emailOccupied: 'E-mailen bruges allerede af en anden konto.',
  emailSameAsCurrent: 'Denne e-mail er den samme som den nuværende.',
  emailChangeUndoInvalid: 'Dette fortrydelseslink er ugyldigt, udløbet eller allerede brugt.',
  passwordIncorrect: 'Forkert adgangskode. Prøv igen.',
  accountDeletionLinkInvalid: 'Dette fortrydelseslink er ugyldigt, udløbet eller allerede brugt.',
  deletionConfirmationMismatch:
    'Det er ikke kontoens e-mailadresse, telefonnummer eller produkt-id.',
  passwordTooCommon: 'Denne adgangskode er for almindelig og let at gætte. Vælg en anden.',
  newPasswordSameAsOld:
    'Adgangskoden kunne ikke ændres. Den nye adgangskode skal være forskellig fra den forrige.',
  exceedMaxLoginAttempts:
    'For mange forsøg, og kontoen er blevet låst. Prøv igen senere, eller nulstil din adgangskode.',
  userPasswordNotMatch: 'Forkert konto eller adgangskode. Prøv igen.',
  usernameOrPasswordError: 'Brugeren findes IKKE.',
  invalidOrExpiredVerification: 'Bekræftelseskoden er ugyldig eller udløbet.',
  badRequest: 'Anmodningen kunne ikke behandles. Tjek dine oplysninger, og prøv igen.',
  underMinimumAge: 'Du skal være over {{old}} år for at oprette en konto.',
  unknownTenant:
    'Dette link er ikke gyldigt til vores tjeneste. Åbn kontocentret fra den sædvanlige adresse.',
  unsupportedGrantType: 'Denne loginmetode understøttes ikke.',
  unauthorizedClient: 'Denne app må ikke logge ind med adgangskode. Log ind via kontocentret.',
  unknownTargetClient: 'Den app, du kom fra, er ukendt. Åbn dens loginlink igen.',
  decryptionFailed: 'Din anmodning kunne ikke sendes sikkert. Genindlæs siden, og prøv igen.',
  contextHeaderInvalid:
    'Dine indstillinger for område og sprog kunne ikke læses. Genindlæs siden, og prøv igen.',
  signatureInvalid: 'Din anmodning kunne ikke bekræftes. Genindlæs siden, og prøv igen.',
  signatureExpired:
    'Dato og klokkeslæt på din enhed ser ud til at være forkerte. Ret dem, og prøv igen.',
  nonceReused: 'Denne anmodning er allerede sendt. Tjek resultatet, før du prøver igen.',
  sliderRequired: 'Gennemfør bekræftelsen med skyderen.',
  sliderFailed: 'Bekræftelsen med skyderen passede ikke. Træk igen.',
  tokenInvalid: 'Dit login er udløbet. Log ind igen.',
  invalidClient: 'Denne app kunne ikke bekræftes. Genindlæs siden, og prøv igen.',
  sessionExpired: 'Dit login er udløbet. Log ind igen.',
  phoneRegionNotAllowed:
    'Telefonnumre fra dette land eller område kan ikke bruges her. Brug din e-mailadresse.',
  notFound: 'Det ønskede element blev ikke fundet.',
  legalVersionNotCurrent:
    'Vilkårene er netop blevet ændret. Læs den gældende version, og accepter den.',
  payloadTooLarge: 'Anmodningen er for stor.',
  unsupportedMediaType: 'Anmodningens format understøttes ikke.',
  tooManyRequests: 'For mange anmodninger. Prøv igen senere.',
  internalError: 'Noget gik galt. Prøv igen senere.',
  unknownError: 'Noget gik galt. Prøv igen.',
  serviceUnavailable: 'Tjenesten er midlertidigt utilgængelig. Prøv igen senere.',
  unknownClient: 'Webstedet, du kom fra, er ikke registreret. Gå tilbage, og prøv igen.',
  redirectUrlNotRegistered:
    'Returadressen for webstedet, du kom fra, er ikke registreret. Gå tilbage, og prøv igen.',
  invalidAuthorizationRequest:
    'Loginanmodningen fra webstedet, du kom fra, er ugyldig. Gå tilbage, og prøv igen.',
  secondFactorInvalid:
    'Koden fra godkendelsesappen eller gendannelseskoden er forkert eller allerede brugt.',
  passkeyInvalid: 'Adgangsnøglen kunne ikke bekræftes. Prøv igen.',
  reauthenticationRequired: 'Af sikkerhedshensyn skal du logge ind igen og prøve på ny.',
  stepUpRequired:
    'Bekræft med din adgangskode (eller kode fra godkendelsesappen) for at gøre dette.',
  connectorTicketInvalid:
    'Dette login-link er ikke længere gyldigt eller blev startet i en anden browser. Start forfra.',
  connectorIdentityTaken:
    'Denne konto hos den anden udbyder er allerede knyttet til en anden konto.',
  connectorLastSignInMethod:
    'Dette er din eneste måde at logge ind på, så den kan ikke fjernes. Opret først en adgangskode eller tilføj en adgangsnøgle.',
  connectorUpstreamFailed:
    'Den anden udbyder kunne ikke logge dig ind. Prøv igen senere, eller log ind på en anden måde.',
  securityItemNotFound: 'Dette element findes ikke længere.',
  totpAlreadyEnabled: 'En godkendelsesapp er allerede konfigureret.',
  accountDisabled: 'Denne konto er deaktiveret. Kontakt support.',
} satisfies LocaleShape<typeof en>;
