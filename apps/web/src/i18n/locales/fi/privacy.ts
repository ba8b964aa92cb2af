import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Lataa tietosi',
  exportText:
    'Kopio kaikesta, mitä tilisi sisältää: profiili, kirjautumistunnisteet, hyväksytyt sopimukset, laitteet, toiminta, pääsyavaimet ja sovellukset, joille olet antanut käyttöoikeuden. Enintään 5 latausta päivässä.',
  exportJson: 'Datatiedosto (JSON)',
  exportJsonDetail: 'Koneluettava, jotta voit viedä tietosi toiseen palveluun',
  exportHtml: 'Luettava sivu (HTML)',
  exportHtmlDetail: 'Omalla kielelläsi, aukeaa missä tahansa selaimessa',
  download: 'Lataa',
  downloadLabel: 'Lataa: {{format}}',
  exportDone: 'Tietosi on ladattu.',
  proofTitle: 'Vahvista henkilöllisyytesi',
  proofText: 'Anna salasanasi tai todennussovelluksen koodi.',
  proofLabel: 'Salasana tai todennuskoodi',
  proofMissing: 'Anna salasanasi tai koodi.',
  proofPasskey: 'Käytä pääsyavainta',
  confirm: 'Vahvista',
  cancel: 'Peruuta',
  deleteTitle: 'Poista tili',
  deleteText:
    'Tilisi poistetaan käytöstä heti: sinut kirjataan ulos kaikilla laitteilla, sovellukset, joihin olet kirjautunut, menettävät käyttöoikeutensa, eikä kukaan voi enää kirjautua tilille.',
  deleteGrace:
    'Se poistetaan lopullisesti harkinta-ajan jälkeen. Siihen asti voit säilyttää tilin linkillä, joka on yhteysosoitteeseesi lähettämässämme ilmoituksessa.',
  deleteStart: 'Poista tili…',
  confirmLabel: 'Vahvista kirjoittamalla {{account}}',
  confirmMissing: 'Kirjoita {{account}} täsmälleen niin kuin se näytetään.',
  deleteSubmit: 'Poista tilini',
  deletedTitle: 'Tili poistettu',
  deletedText: 'Tilisi on poistettu, ja sinut on kirjattu ulos.',
  deletedWhen:
    'Se poistetaan lopullisesti {{date}}. Jos haluat säilyttää sen, avaa sitä ennen linkki, joka on lähettämässämme ilmoituksessa.',
  cancelTitle: 'Säilytä tilisi',
  cancelQuestion: 'Perutaanko tilisi poistaminen? Tili on taas käytössä, ja voit kirjautua sisään.',
  cancelSubmit: 'Säilytä tilini',
  cancelDone: 'Poistaminen on peruttu. Tilisi on taas käytössä: kirjaudu sisään käyttääksesi sitä.',
  cancelInvalid:
    'Tätä linkkiä ei voi enää käyttää: sitä on jo käytetty tai se on vanhentunut. Lopullisesti poistettua tiliä ei voi palauttaa.',
  toLogin: 'Siirry kirjautumiseen',
} satisfies LocaleShape<typeof en>;
