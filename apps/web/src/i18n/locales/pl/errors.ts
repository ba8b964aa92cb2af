import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Ze względów bezpieczeństwa nowe hasło nie może być takie samo jak żadne z trzech ostatnio używanych.',
  invalidParameter: 'Najpierw poproś o kod weryfikacyjny.',
  invalidPassword: 'Nieprawidłowe hasło',
  verificationCodeInvalid: 'Kod weryfikacyjny jest nieprawidłowy lub wygasł.',
  verificationCodeExpired: 'Kod weryfikacyjny jest nieprawidłowy lub wygasł.',
  codeSendFailed: 'Nie udało się wysłać kodu.',
  codeSentTooOften: 'Zbyt wiele prób. Spróbuj ponownie później.',
  codeSendLimitReached: 'Zbyt wiele prób. Spróbuj ponownie później.',
  mobileNotSignedUp: 'Ten numer telefonu nie jest jeszcze zarejestrowany.',
  accountNotRegistered: 'Konto nie jest zarejestrowane. Wpisz inne.',
  mobileAlreadySignedUp: 'Ten numer telefonu jest już zarejestrowany. Zalogować się teraz?',
  emailAlreadySignedUp: 'Ten adres e-mail jest już zarejestrowany. Zalogować się teraz?',
  emailOccupied: 'Ten adres e-mail jest już używany przez inne konto.',
  emailSameAsCurrent: 'Ten adres e-mail jest taki sam jak obecny.',
  emailChangeUndoInvalid:
    'Ten link do cofnięcia zmiany jest nieprawidłowy, wygasł lub został już użyty.',
  passwordIncorrect: 'Nieprawidłowe hasło. Spróbuj ponownie.',
  accountDeletionLinkInvalid:
    'Ten link anulowania jest nieprawidłowy, wygasł lub został już użyty.',
  deletionConfirmationMismatch:
    'To nie jest adres e-mail, numer telefonu ani ID produktu tego konta.',
  passwordTooCommon: 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
  newPasswordSameAsOld: 'Nie udało się zmienić hasła. Nowe hasło musi się różnić od poprzedniego.',
  exceedMaxLoginAttempts:
    'Zbyt wiele prób – konto zostało zablokowane. Spróbuj ponownie później lub zresetuj hasło.',
  userPasswordNotMatch: 'Nieprawidłowe konto lub hasło. Spróbuj ponownie.',
  usernameOrPasswordError: 'Taki użytkownik nie istnieje.',
  invalidOrExpiredVerification: 'Kod weryfikacyjny jest nieprawidłowy lub wygasł.',
  badRequest: 'Nie udało się przetworzyć żądania. Sprawdź wprowadzone dane i spróbuj ponownie.',
  underMinimumAge: 'Minimalny wiek do rejestracji: {{old}}.',
  unknownTenant:
    'Ten link nie działa w naszym serwisie. Otwórz centrum konta pod jego zwykłym adresem.',
  unsupportedGrantType: 'Ta metoda logowania nie jest obsługiwana.',
  unauthorizedClient:
    'Ta aplikacja nie może logować się za pomocą hasła. Zaloguj się przez centrum konta.',
  unknownTargetClient:
    'Aplikacja, z której przechodzisz, jest nieznana. Otwórz ponownie jej link logowania.',
  decryptionFailed: 'Nie udało się bezpiecznie wysłać żądania. Odśwież stronę i spróbuj ponownie.',
  contextHeaderInvalid:
    'Nie udało się odczytać ustawień regionu i języka. Odśwież stronę i spróbuj ponownie.',
  signatureInvalid: 'Nie udało się zweryfikować żądania. Odśwież stronę i spróbuj ponownie.',
  signatureExpired:
    'Data i godzina na Twoim urządzeniu wydają się nieprawidłowe. Popraw je i spróbuj ponownie.',
  nonceReused: 'To żądanie zostało już wysłane. Sprawdź wynik, zanim spróbujesz ponownie.',
  sliderRequired: 'Dokończ weryfikację suwakiem.',
  sliderFailed: 'Weryfikacja suwakiem nie powiodła się. Przesuń suwak ponownie.',
  tokenInvalid: 'Sesja wygasła. Zaloguj się ponownie.',
  invalidClient: 'Nie udało się zweryfikować aplikacji. Odśwież stronę i spróbuj ponownie.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  phoneRegionNotAllowed:
    'Nie można tu używać numerów telefonów z tego kraju lub regionu. Użyj adresu e-mail.',
  notFound: 'Nie znaleziono żądanego elementu.',
  legalVersionNotCurrent: 'Warunki właśnie się zmieniły. Przeczytaj i zaakceptuj aktualną wersję.',
  payloadTooLarge: 'Żądanie jest zbyt duże.',
  unsupportedMediaType: 'Format żądania nie jest obsługiwany.',
  tooManyRequests: 'Zbyt wiele żądań. Spróbuj ponownie później.',
  internalError: 'Coś poszło nie tak. Spróbuj ponownie później.',
  unknownError: 'Coś poszło nie tak. Spróbuj ponownie.',
  serviceUnavailable: 'Usługa jest tymczasowo niedostępna. Spróbuj ponownie później.',
  unknownClient:
    'Witryna, z której przychodzisz, nie jest zarejestrowana. Wróć i spróbuj ponownie.',
  redirectUrlNotRegistered:
    'Adres powrotu witryny, z której przychodzisz, nie jest zarejestrowany. Wróć i spróbuj ponownie.',
  invalidAuthorizationRequest:
    'Żądanie logowania witryny, z której przychodzisz, jest nieprawidłowe. Wróć i spróbuj ponownie.',
  secondFactorInvalid:
    'Kod z aplikacji uwierzytelniającej lub kod odzyskiwania jest błędny albo został już użyty.',
  passkeyInvalid: 'Nie udało się zweryfikować klucza dostępu. Spróbuj ponownie.',
  reauthenticationRequired:
    'Ze względów bezpieczeństwa zaloguj się ponownie i spróbuj jeszcze raz.',
  stepUpRequired: 'Aby to zrobić, potwierdź hasłem (lub kodem z aplikacji uwierzytelniającej).',
  connectorTicketInvalid:
    'Ten link logowania jest już nieważny lub został otwarty w innej przeglądarce. Zacznij od nowa.',
  connectorIdentityTaken: 'To konto u innego dostawcy jest już połączone z innym kontem.',
  connectorLastSignInMethod:
    'To jedyny sposób logowania, więc nie można go odłączyć. Najpierw ustaw hasło lub dodaj klucz dostępu.',
  connectorUpstreamFailed:
    'Inny dostawca nie mógł Cię zalogować. Spróbuj później lub zaloguj się w inny sposób.',
  securityItemNotFound: 'Ten element już nie istnieje.',
  totpAlreadyEnabled: 'Aplikacja uwierzytelniająca jest już skonfigurowana.',
  accountDisabled: 'To konto zostało wyłączone. Skontaktuj się z pomocą techniczną.',
} satisfies LocaleShape<typeof en>;
