import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Turvallisuussyistä uusi salasana ei saa olla sama kuin mikään kolmesta viimeksi käytetystä.',
  invalidParameter: 'Pyydä ensin koodi.',
  invalidPassword: 'Virheellinen salasana',
  verificationCodeInvalid: 'Vahvistuskoodi on virheellinen tai vanhentunut.',
  verificationCodeExpired: 'Vahvistuskoodi on virheellinen tai vanhentunut.',
  codeSendFailed: 'Koodin lähettäminen sinulle epäonnistui.',
  codeSentTooOften: 'Liian monta yritystä. Yritä myöhemmin uudelleen.',
  codeSendLimitReached: 'Liian monta yritystä. Yritä myöhemmin uudelleen.',
  mobileNotSignedUp: 'Tätä puhelinnumeroa ei ole vielä rekisteröity.',
  accountNotRegistered: 'Tiliä ei ole rekisteröity. Anna toinen tili.',
  mobileAlreadySignedUp: 'Puhelinnumero on jo rekisteröity. Haluatko kirjautua sisään nyt?',
  emailAlreadySignedUp: 'Sähköpostiosoite on jo rekisteröity. Haluatko kirjautua sisään nyt?',
  emailOccupied: 'Sähköpostiosoite on jo toisen tilin käytössä.',
  emailSameAsCurrent: 'Tämä sähköpostiosoite on sama kuin nykyinen.',
  emailChangeUndoInvalid: 'Tämä kumoamislinkki on virheellinen, vanhentunut tai jo käytetty.',
  passwordIncorrect: 'Väärä salasana. Yritä uudelleen.',
  accountDeletionLinkInvalid: 'Tämä peruutuslinkki on virheellinen, vanhentunut tai jo käytetty.',
  deletionConfirmationMismatch:
    'Se ei ole tämän tilin sähköpostiosoite, puhelinnumero tai tuotetunnus.',
  passwordTooCommon: 'Tämä salasana on liian yleinen ja helppo arvata. Valitse toinen salasana.',
  newPasswordSameAsOld:
    'Salasanan vaihtaminen epäonnistui. Uuden salasanan on oltava eri kuin edellinen.',
  exceedMaxLoginAttempts:
    'Liian monta yritystä, joten tili on lukittu. Yritä myöhemmin uudelleen tai nollaa salasanasi.',
  userPasswordNotMatch: 'Väärä tili tai salasana. Yritä uudelleen.',
  usernameOrPasswordError: 'Pyydettyä käyttäjää EI ole olemassa.',
  invalidOrExpiredVerification: 'Vahvistuskoodi on virheellinen tai vanhentunut.',
  badRequest: 'Pyyntöä ei voitu käsitellä. Tarkista antamasi tiedot ja yritä uudelleen.',
  underMinimumAge: 'Sinun on oltava yli {{old}}-vuotias, jotta voit rekisteröityä.',
  unknownTenant: 'Tämä linkki ei kelpaa palveluumme. Avaa tilikeskus sen tavallisesta osoitteesta.',
  unsupportedGrantType: 'Tätä kirjautumistapaa ei tueta.',
  unauthorizedClient:
    'Tämä sovellus ei voi kirjautua salasanalla. Kirjaudu sisään tilikeskuksen kautta.',
  unknownTargetClient:
    'Sovellusta, josta tulit, ei tunnistettu. Avaa sen kirjautumislinkki uudelleen.',
  decryptionFailed: 'Pyyntöäsi ei voitu lähettää turvallisesti. Päivitä sivu ja yritä uudelleen.',
  contextHeaderInvalid:
    'Alue- ja kieliasetuksiasi ei voitu lukea. Päivitä sivu ja yritä uudelleen.',
  signatureInvalid: 'Pyyntöäsi ei voitu vahvistaa. Päivitä sivu ja yritä uudelleen.',
  signatureExpired:
    'Laitteesi päivämäärä ja kellonaika näyttävät olevan väärin. Korjaa ne ja yritä uudelleen.',
  nonceReused: 'Tämä pyyntö on jo lähetetty. Tarkista tulos ennen kuin yrität uudelleen.',
  sliderRequired: 'Suorita liukuvahvistus loppuun.',
  sliderFailed: "Liukuvahvistus ei onnistunut. Liu'uta uudelleen.",
  tokenInvalid: 'Kirjautumisesi on vanhentunut. Kirjaudu sisään uudelleen.',
  invalidClient: 'Tätä sovellusta ei voitu vahvistaa. Päivitä sivu ja yritä uudelleen.',
  sessionExpired: 'Kirjautumisesi on vanhentunut. Kirjaudu sisään uudelleen.',
  phoneRegionNotAllowed:
    'Tämän maan tai alueen puhelinnumeroita ei voi käyttää täällä. Käytä sähköpostiosoitettasi.',
  notFound: 'Pyydettyä kohdetta ei löytynyt.',
  legalVersionNotCurrent: 'Ehdot ovat juuri muuttuneet. Lue voimassa oleva versio ja hyväksy se.',
  payloadTooLarge: 'Pyyntö on liian suuri.',
  unsupportedMediaType: 'Pyynnön muotoa ei tueta.',
  tooManyRequests: 'Liian monta pyyntöä. Yritä myöhemmin uudelleen.',
  internalError: 'Jokin meni vikaan. Yritä myöhemmin uudelleen.',
  unknownError: 'Jokin meni vikaan. Yritä uudelleen.',
  serviceUnavailable: 'Palvelu ei ole tilapäisesti käytettävissä. Yritä myöhemmin uudelleen.',
  unknownClient: 'Sivustoa, jolta tulit, ei ole rekisteröity. Palaa takaisin ja yritä uudelleen.',
  redirectUrlNotRegistered:
    'Sivuston, jolta tulit, paluuosoitetta ei ole rekisteröity. Palaa takaisin ja yritä uudelleen.',
  invalidAuthorizationRequest:
    'Sivuston, jolta tulit, kirjautumispyyntö on virheellinen. Palaa takaisin ja yritä uudelleen.',
  secondFactorInvalid: 'Todennussovelluksen koodi tai palautuskoodi on väärä tai jo käytetty.',
  passkeyInvalid: 'Pääsyavainta ei voitu vahvistaa. Yritä uudelleen.',
  reauthenticationRequired: 'Kirjaudu turvallisuutesi vuoksi uudelleen ja yritä sitten uudestaan.',
  stepUpRequired: 'Vahvista tämä salasanallasi (tai todennussovelluksen koodilla).',
  connectorTicketInvalid:
    'Tämä kirjautumislinkki ei ole enää voimassa tai se avattiin toisessa selaimessa. Aloita alusta.',
  connectorIdentityTaken: 'Tämä toisen palveluntarjoajan tili on jo liitetty toiseen tiliin.',
  connectorLastSignInMethod:
    'Tämä on ainoa tapasi kirjautua, joten sitä ei voi poistaa. Aseta ensin salasana tai lisää pääsyavain.',
  connectorUpstreamFailed:
    'Toinen palveluntarjoaja ei voinut kirjata sinua sisään. Yritä myöhemmin uudelleen tai kirjaudu toisella tavalla.',
  securityItemNotFound: 'Tätä kohdetta ei enää ole.',
  totpAlreadyEnabled: 'Todennussovellus on jo otettu käyttöön.',
  accountDisabled: 'Tämä tili on poistettu käytöstä. Ota yhteyttä tukeen.',
} satisfies LocaleShape<typeof en>;
