import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Av säkerhetsskäl får det nya lösenordet inte vara detsamma som något av de tre senast använda.',
  invalidParameter: 'Begär en kod först.',
  invalidPassword: 'Ogiltigt lösenord',
  verificationCodeInvalid: 'Verifieringskoden är ogiltig eller har gått ut.',
  verificationCodeExpired: 'Verifieringskoden är ogiltig eller har gått ut.',
  codeSendFailed: 'Det gick inte att skicka en kod till dig.',
  codeSentTooOften: 'För många försök. Försök igen senare.',
  codeSendLimitReached: 'För många försök. Försök igen senare.',
  mobileNotSignedUp: 'Det här mobilnumret är inte registrerat än.',
  accountNotRegistered: 'Kontot är inte registrerat. Ange ett annat.',
  mobileAlreadySignedUp: 'Mobilnumret är redan registrerat. Vill du logga in nu?',
  emailAlreadySignedUp: 'E-postadressen är redan registrerad. Vill du logga in nu?',
  emailOccupied: 'E-postadressen används redan av ett annat konto.',
  emailSameAsCurrent: 'Den här e-postadressen är densamma som den nuvarande.',
  emailChangeUndoInvalid: 'Den här ångralänken är ogiltig, har gått ut eller har redan använts.',
  passwordIncorrect: 'Fel lösenord. Försök igen.',
  accountDeletionLinkInvalid:
    'Den här ångralänken är ogiltig, har gått ut eller har redan använts.',
  deletionConfirmationMismatch: 'Det är inte kontots e-postadress, telefonnummer eller produkt-ID.',
  passwordTooCommon: 'Det här lösenordet är för vanligt och lätt att gissa. Välj ett annat.',
  newPasswordSameAsOld:
    'Det gick inte att ändra lösenordet. Det nya lösenordet måste skilja sig från det tidigare.',
  exceedMaxLoginAttempts:
    'För många försök, kontot har låsts. Försök igen senare eller återställ ditt lösenord.',
  userPasswordNotMatch: 'Fel konto eller lösenord. Försök igen.',
  usernameOrPasswordError: 'Användaren finns INTE.',
  invalidOrExpiredVerification: 'Verifieringskoden är ogiltig eller har gått ut.',
  badRequest: 'Begäran kunde inte behandlas. Kontrollera dina uppgifter och försök igen.',
  underMinimumAge: 'Du måste vara över {{old}} år för att registrera dig.',
  unknownTenant:
    'Den här länken gäller inte för vår tjänst. Öppna kontocentret från dess vanliga adress.',
  unsupportedGrantType: 'Den här inloggningsmetoden stöds inte.',
  unauthorizedClient: 'Den här appen får inte logga in med lösenord. Logga in via kontocentret.',
  unknownTargetClient: 'Appen du kom från är okänd. Öppna dess inloggningslänk igen.',
  decryptionFailed: 'Din begäran kunde inte skickas säkert. Läs in sidan igen och försök på nytt.',
  contextHeaderInvalid:
    'Dina inställningar för region och språk kunde inte läsas. Läs in sidan igen och försök på nytt.',
  signatureInvalid: 'Din begäran kunde inte verifieras. Läs in sidan igen och försök på nytt.',
  signatureExpired: 'Datum och tid på din enhet verkar vara fel. Rätta dem och försök igen.',
  nonceReused: 'Den här begäran har redan skickats. Kontrollera resultatet innan du försöker igen.',
  sliderRequired: 'Slutför verifieringen med reglaget.',
  sliderFailed: 'Verifieringen med reglaget stämde inte. Dra igen.',
  tokenInvalid: 'Din inloggning har gått ut. Logga in igen.',
  invalidClient: 'Den här appen kunde inte verifieras. Läs in sidan igen och försök på nytt.',
  sessionExpired: 'Din inloggning har gått ut. Logga in igen.',
  phoneRegionNotAllowed:
    'Telefonnummer från det här landet eller den här regionen kan inte användas här. Använd din e-postadress.',
  notFound: 'Det begärda objektet hittades inte.',
  legalVersionNotCurrent: 'Villkoren har just ändrats. Läs den aktuella versionen och godkänn den.',
  payloadTooLarge: 'Begäran är för stor.',
  unsupportedMediaType: 'Begärans format stöds inte.',
  tooManyRequests: 'För många förfrågningar. Försök igen senare.',
  internalError: 'Något gick fel. Försök igen senare.',
  unknownError: 'Något gick fel. Försök igen.',
  serviceUnavailable: 'Tjänsten är tillfälligt otillgänglig. Försök igen senare.',
  unknownClient: 'Webbplatsen du kom från är inte registrerad. Gå tillbaka och försök igen.',
  redirectUrlNotRegistered:
    'Returadressen för webbplatsen du kom från är inte registrerad. Gå tillbaka och försök igen.',
  invalidAuthorizationRequest:
    'Inloggningsbegäran från webbplatsen du kom från är ogiltig. Gå tillbaka och försök igen.',
  secondFactorInvalid:
    'Koden från autentiseringsappen eller återställningskoden är fel eller redan använd.',
  passkeyInvalid: 'Nyckeln kunde inte verifieras. Försök igen.',
  reauthenticationRequired: 'Av säkerhetsskäl behöver du logga in igen och försöka på nytt.',
  stepUpRequired:
    'Bekräfta med ditt lösenord (eller en kod från autentiseringsappen) för att göra detta.',
  connectorTicketInvalid:
    'Den här inloggningslänken är inte längre giltig eller startades i en annan webbläsare. Börja om.',
  connectorIdentityTaken:
    'Det här kontot hos den andra leverantören är redan kopplat till ett annat konto.',
  connectorLastSignInMethod:
    'Det här är ditt enda sätt att logga in, så det kan inte kopplas bort. Ange först ett lösenord eller lägg till en nyckel.',
  connectorUpstreamFailed:
    'Den andra leverantören kunde inte logga in dig. Försök igen senare eller logga in på ett annat sätt.',
  securityItemNotFound: 'Det här objektet finns inte längre.',
  totpAlreadyEnabled: 'En autentiseringsapp är redan konfigurerad.',
  accountDisabled: 'Det här kontot har inaktiverats. Kontakta supporten.',
} satisfies LocaleShape<typeof en>;
