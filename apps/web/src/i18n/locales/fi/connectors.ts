import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Jatka palvelulla {{name}}',
  or: 'tai',
  errorDenied: 'Kirjautuminen peruttiin toisessa palvelussa. Mitään ei muutettu.',
  registerTitle: 'Luo tilisi',
  registerIntro:
    'Kirjaudut palvelulla {{name}} osoitteella {{email}}. Tilin luomiseen tarvitaan vielä muutama tieto.',
  country: 'Maa tai alue',
  birthDate: 'Syntymäaika',
  createAccount: 'Luo tili',
  linkTitle: 'Sinulla on jo tili',
  linkIntro:
    'Tilillä {{email}} on jo tili. Yhdistä {{name}} siihen antamalla tilin salasana tai sille lähetetty koodi tai käyttämällä sen pääsyavainta.',
  password: 'Salasana',
  linkAndSignIn: 'Liitä ja kirjaudu',
  linkWithPasskey: 'Käytä pääsyavainta',
  signingIn: 'Kirjaudutaan…',
  methodsTitle: 'Kirjautumistavat',
  methodsNone: 'Muita kirjautumistapoja ei ole liitetty.',
  linkMethod: 'Liitä {{name}}',
  unlink: 'Poista liitos',
  linkedDone: '{{name}} on nyt liitetty tiliisi.',
  unlinkedDone: 'Kirjautumistavan liitos poistettiin.',
  proofLabel: 'Salasana tai todennuskoodi',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
