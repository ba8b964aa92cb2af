import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Aus Sicherheitsgründen darf das neue Passwort keinem Ihrer letzten drei Passwörter entsprechen.',
  invalidParameter: 'Bitte fordern Sie zuerst einen Code an.',
  invalidPassword: 'Ungültiges Passwort',
  verificationCodeInvalid: 'Der Bestätigungscode ist ungültig oder abgelaufen.',
  verificationCodeExpired: 'Der Bestätigungscode ist ungültig oder abgelaufen.',
  codeSendFailed: 'Der Code konnte nicht gesendet werden.',
  codeSentTooOften: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  codeSendLimitReached: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  mobileNotSignedUp: 'Diese Telefonnummer ist noch nicht registriert.',
  accountNotRegistered: 'Dieses Konto ist nicht registriert. Bitte geben Sie ein anderes ein.',
  mobileAlreadySignedUp: 'Diese Telefonnummer ist bereits registriert. Jetzt anmelden?',
  emailAlreadySignedUp: 'Diese E-Mail-Adresse ist bereits registriert. Jetzt anmelden?',
  emailOccupied: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
  emailSameAsCurrent: 'Diese E-Mail-Adresse ist identisch mit der aktuellen.',
  emailChangeUndoInvalid:
    'Dieser Link zum Rückgängigmachen ist ungültig, abgelaufen oder wurde bereits verwendet.',
  passwordIncorrect: 'Falsches Passwort. Bitte versuchen Sie es erneut.',
  accountDeletionLinkInvalid:
    'Dieser Widerrufslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
  deletionConfirmationMismatch:
    'Das ist weder die E-Mail-Adresse noch die Telefonnummer noch die Produkt-ID dieses Kontos.',
  passwordTooCommon:
    'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  newPasswordSameAsOld:
    'Das Passwort konnte nicht geändert werden. Das neue Passwort muss sich vom bisherigen unterscheiden.',
  exceedMaxLoginAttempts:
    'Zu viele Versuche, das Konto wurde gesperrt. Bitte versuchen Sie es später erneut oder setzen Sie Ihr Passwort zurück.',
  userPasswordNotMatch: 'Konto oder Passwort falsch. Bitte versuchen Sie es erneut.',
  usernameOrPasswordError: 'Dieser Benutzer existiert nicht.',
  invalidOrExpiredVerification: 'Der Bestätigungscode ist ungültig oder abgelaufen.',
  badRequest:
    'Die Anfrage konnte nicht verarbeitet werden. Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
  underMinimumAge: 'Sie müssen mindestens {{old}} Jahre alt sein, um sich zu registrieren.',
  unknownTenant:
    'Dieser Link ist für unseren Dienst nicht gültig. Bitte öffnen Sie das Kontocenter über die gewohnte Adresse.',
  unsupportedGrantType: 'Diese Anmeldemethode wird nicht unterstützt.',
  unauthorizedClient:
    'Diese App darf sich nicht mit einem Passwort anmelden. Bitte melden Sie sich über das Kontocenter an.',
  unknownTargetClient:
    'Die App, von der Sie kommen, ist unbekannt. Bitte öffnen Sie ihren Anmeldelink erneut.',
  decryptionFailed:
    'Ihre Anfrage konnte nicht sicher gesendet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  contextHeaderInvalid:
    'Ihre Regions- und Spracheinstellungen konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  signatureInvalid:
    'Ihre Anfrage konnte nicht überprüft werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  signatureExpired:
    'Datum und Uhrzeit Ihres Geräts scheinen falsch zu sein. Bitte korrigieren Sie sie und versuchen Sie es erneut.',
  nonceReused:
    'Diese Anfrage wurde bereits gesendet. Bitte prüfen Sie das Ergebnis, bevor Sie es erneut versuchen.',
  sliderRequired: 'Bitte schließen Sie die Schieberegler-Prüfung ab.',
  sliderFailed: 'Die Schieberegler-Prüfung ist fehlgeschlagen. Bitte schieben Sie erneut.',
  tokenInvalid: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  invalidClient:
    'Diese App konnte nicht überprüft werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  sessionExpired: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  phoneRegionNotAllowed:
    'Telefonnummern aus diesem Land bzw. dieser Region können hier nicht verwendet werden. Bitte verwenden Sie Ihre E-Mail-Adresse.',
  notFound: 'Das angeforderte Element wurde nicht gefunden.',
  legalVersionNotCurrent:
    'Die Bedingungen wurden soeben geändert. Bitte lesen und akzeptieren Sie die aktuelle Version.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Das Format der Anfrage wird nicht unterstützt.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  internalError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  unknownError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  serviceUnavailable:
    'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
  unknownClient:
    'Die Website, von der Sie kommen, ist nicht registriert. Bitte gehen Sie zurück und versuchen Sie es erneut.',
  redirectUrlNotRegistered:
    'Die Rücksprungadresse der Website, von der Sie kommen, ist nicht registriert. Bitte gehen Sie zurück und versuchen Sie es erneut.',
  invalidAuthorizationRequest:
    'Die Anmeldeanfrage der Website, von der Sie kommen, ist ungültig. Bitte gehen Sie zurück und versuchen Sie es erneut.',
  secondFactorInvalid:
    'Der Code der Authenticator-App oder der Wiederherstellungscode ist falsch oder wurde bereits verwendet.',
  passkeyInvalid: 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  reauthenticationRequired:
    'Bitte melden Sie sich zu Ihrer Sicherheit erneut an und versuchen Sie es noch einmal.',
  stepUpRequired:
    'Bitte bestätigen Sie dies mit Ihrem Passwort (oder einem Code der Authenticator-App).',
  connectorTicketInvalid:
    'Dieser Anmeldelink ist nicht mehr gültig oder wurde in einem anderen Browser gestartet. Bitte beginnen Sie erneut.',
  connectorIdentityTaken:
    'Dieses Konto des anderen Anbieters ist bereits mit einem anderen Konto verknüpft.',
  connectorLastSignInMethod:
    'Dies ist Ihre einzige Anmeldemöglichkeit und kann daher nicht entfernt werden. Legen Sie zuerst ein Passwort oder einen Passkey an.',
  connectorUpstreamFailed:
    'Der andere Anbieter konnte Sie nicht anmelden. Bitte versuchen Sie es später erneut oder melden Sie sich anders an.',
  securityItemNotFound: 'Dieser Eintrag existiert nicht mehr.',
  totpAlreadyEnabled: 'Eine Authenticator-App ist bereits eingerichtet.',
  accountDisabled: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.',
} satisfies LocaleShape<typeof en>;
