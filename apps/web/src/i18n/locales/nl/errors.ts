import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Om veiligheidsredenen mag het nieuwe wachtwoord niet gelijk zijn aan een van je laatste drie wachtwoorden.',
  invalidParameter: 'Vraag eerst een code aan.',
  invalidPassword: 'Ongeldig wachtwoord',
  verificationCodeInvalid: 'De verificatiecode is ongeldig of verlopen.',
  verificationCodeExpired: 'De verificatiecode is ongeldig of verlopen.',
  codeSendFailed: 'De code kon niet worden verzonden.',
  codeSentTooOften: 'Te veel pogingen. Probeer het later opnieuw.',
  codeSendLimitReached: 'Te veel pogingen. Probeer het later opnieuw.',
  mobileNotSignedUp: 'Dit telefoonnummer is nog niet geregistreerd.',
  accountNotRegistered: 'Dit account is niet geregistreerd. Voer een ander account in.',
  mobileAlreadySignedUp: 'Dit telefoonnummer is al geregistreerd. Nu inloggen?',
  emailAlreadySignedUp: 'Dit e-mailadres is al geregistreerd. Nu inloggen?',
  emailOccupied: 'Dit e-mailadres wordt al door een ander account gebruikt.',
  emailSameAsCurrent: 'Dit e-mailadres is hetzelfde als je huidige e-mailadres.',
  emailChangeUndoInvalid: 'Deze link om ongedaan te maken is ongeldig, verlopen of al gebruikt.',
  passwordIncorrect: 'Onjuist wachtwoord. Probeer het opnieuw.',
  accountDeletionLinkInvalid: 'Deze annuleringslink is ongeldig, verlopen of al gebruikt.',
  deletionConfirmationMismatch:
    'Dat is niet het e-mailadres, telefoonnummer of product-ID van dit account.',
  passwordTooCommon:
    'Dit wachtwoord is te gebruikelijk en makkelijk te raden. Kies een ander wachtwoord.',
  newPasswordSameAsOld:
    'Wachtwoord wijzigen mislukt. Het nieuwe wachtwoord moet verschillen van het vorige.',
  exceedMaxLoginAttempts:
    'Te veel pogingen, het account is geblokkeerd. Probeer het later opnieuw of stel je wachtwoord opnieuw in.',
  userPasswordNotMatch: 'Onjuist account of wachtwoord. Probeer het opnieuw.',
  usernameOrPasswordError: 'De opgevraagde gebruiker bestaat niet.',
  invalidOrExpiredVerification: 'De verificatiecode is ongeldig of verlopen.',
  badRequest: 'Het verzoek kon niet worden verwerkt. Controleer je invoer en probeer het opnieuw.',
  underMinimumAge: 'Je moet minimaal {{old}} jaar oud zijn om je te registreren.',
  unknownTenant:
    'Deze link is niet geldig voor onze dienst. Open het accountcentrum via het gebruikelijke adres.',
  unsupportedGrantType: 'Deze inlogmethode wordt niet ondersteund.',
  unauthorizedClient:
    'Deze app mag niet inloggen met een wachtwoord. Log in via het accountcentrum.',
  unknownTargetClient:
    'De app waar je vandaan komt, is onbekend. Open de inloglink van die app opnieuw.',
  decryptionFailed:
    'Je verzoek kon niet veilig worden verzonden. Laad de pagina opnieuw en probeer het nog eens.',
  contextHeaderInvalid:
    'Je regio- en taalinstellingen konden niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.',
  signatureInvalid:
    'Je verzoek kon niet worden geverifieerd. Laad de pagina opnieuw en probeer het nog eens.',
  signatureExpired:
    'De datum en tijd van je apparaat lijken niet te kloppen. Corrigeer ze en probeer het opnieuw.',
  nonceReused:
    'Dit verzoek is al verzonden. Controleer het resultaat voordat je het opnieuw probeert.',
  sliderRequired: 'Voltooi de schuifverificatie.',
  sliderFailed: 'De schuifverificatie is mislukt. Schuif opnieuw.',
  tokenInvalid: 'Je sessie is verlopen. Log opnieuw in.',
  invalidClient:
    'Deze app kon niet worden geverifieerd. Laad de pagina opnieuw en probeer het nog eens.',
  sessionExpired: 'Je sessie is verlopen. Log opnieuw in.',
  phoneRegionNotAllowed:
    'Telefoonnummers uit dit land of deze regio kunnen hier niet worden gebruikt. Gebruik je e-mailadres.',
  notFound: 'Het gevraagde item is niet gevonden.',
  legalVersionNotCurrent:
    'De voorwaarden zijn zojuist gewijzigd. Lees en accepteer de huidige versie.',
  payloadTooLarge: 'Het verzoek is te groot.',
  unsupportedMediaType: 'De indeling van het verzoek wordt niet ondersteund.',
  tooManyRequests: 'Te veel verzoeken. Probeer het later opnieuw.',
  internalError: 'Er is iets misgegaan. Probeer het later opnieuw.',
  unknownError: 'Er is iets misgegaan. Probeer het opnieuw.',
  serviceUnavailable: 'De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  unknownClient:
    'De site waar u vandaan komt is niet geregistreerd. Ga terug en probeer het opnieuw.',
  redirectUrlNotRegistered:
    'Het terugkeeradres van de site waar u vandaan komt is niet geregistreerd. Ga terug en probeer het opnieuw.',
  invalidAuthorizationRequest:
    'Het aanmeldverzoek van de site waar u vandaan komt is ongeldig. Ga terug en probeer het opnieuw.',
  secondFactorInvalid:
    'De code van de authenticator-app of de herstelcode is onjuist of al gebruikt.',
  passkeyInvalid: 'De passkey kon niet worden geverifieerd. Probeer het opnieuw.',
  reauthenticationRequired: 'Log voor uw veiligheid opnieuw in en probeer het nogmaals.',
  stepUpRequired: 'Bevestig dit met je wachtwoord (of een code uit je authenticator-app).',
  connectorTicketInvalid:
    'Deze aanmeldlink is niet meer geldig of is in een andere browser gestart. Begin opnieuw.',
  connectorIdentityTaken:
    'Dit account van de andere aanbieder is al aan een ander account gekoppeld.',
  connectorLastSignInMethod:
    'Dit is je enige manier om in te loggen en kan dus niet worden ontkoppeld. Stel eerst een wachtwoord in of voeg een passkey toe.',
  connectorUpstreamFailed:
    'De andere aanbieder kon je niet aanmelden. Probeer het later opnieuw of meld je op een andere manier aan.',
  securityItemNotFound: 'Dit item bestaat niet meer.',
  totpAlreadyEnabled: 'Er is al een authenticator-app ingesteld.',
  accountDisabled: 'Dit account is uitgeschakeld. Neem contact op met de klantenservice.',
} satisfies LocaleShape<typeof en>;
