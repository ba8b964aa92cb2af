import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}}-tili',
  navLabel: 'Tilin osiot',
  backToOverview: 'Kaikki asetukset',
  sectionProfile: 'Henkilötiedot',
  sectionSecurity: 'Turvallisuus',
  sectionDevices: 'Laitteet',
  sectionApps: 'Sovellukset',
  sectionActivity: 'Toiminta',
  sectionAgreements: 'Sopimukset',
  sectionPrivacy: 'Tietosuoja ja tiedot',
  glanceTitle: 'Turvallisuus lyhyesti',
  glancePassword: 'Salasana',
  glancePasswordChanged: 'Vaihdettu viimeksi {{time}}',
  glancePasswordNotRecent: 'Ei vaihdettu äskettäin',
  glancePasskeys: 'Pääsyavaimet',
  glanceNone: 'Ei vielä yhtään',
  glanceCount: 'Määritetty: {{count}}',
  glanceAuthenticator: 'Todennussovellus',
  glanceOn: 'Päällä',
  glanceOff: 'Pois',
  glanceDevices: 'Kirjautuneet laitteet',
  glanceDeviceCount: 'Laitteita: {{count}}',
  passwordText: 'Vahva salasana, jota et käytä missään muualla, suojaa tiliäsi.',
  change: 'Vaihda',
  emptyPasskeys:
    'Sinulla ei ole vielä pääsyavaimia. Lisää avain, niin voit kirjautua sormenjäljellä, kasvoilla tai näytön lukituksella.',
  emptyActivity:
    'Täällä ei ole vielä mitään. Kirjautumiset ja turvallisuusasetusten muutokset näkyvät tässä.',
  emptyApps:
    'Mikään sovellus ei voi kirjata sinua sisään. Kun annat sovellukselle luvan käyttää tiliäsi, se näkyy tässä ja voit poistaa sen käyttöoikeuden.',
  emptyAgreements: 'Tiliisi ei vielä sovelleta sopimuksia.',
} satisfies LocaleShape<typeof en>;
