import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Finnish. */
export const fi: MessageTexts = {
  codeEmail: {
    subject: (brand) => `${brand}-vahvistuskoodisi`,
    action: {
      register: 'tilisi luomiseen',
      login: 'sisäänkirjautumiseen',
      reset: 'salasanasi nollaamiseen',
      'change-email': 'sähköpostiosoitteesi vaihtamiseen',
      'double-check': 'sen vahvistamiseen, että juuri sinä kirjaudut sisään',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `${brand}-vahvistuskoodisi on ${code}. Käytä sitä ${action}.`,
        `Koodin voimassaoloaika on ${validity}, ja sitä voi käyttää vain kerran.`,
        'Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta. Älä koskaan kerro koodia kenellekään.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `${brand}-tilisi sähköpostiosoite on vaihdettu`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `${brand}-tilisi sähköpostiosoitteeksi on vaihdettu ${newEmail}.`,
        'Tiliäsi koskevat koodit ja viestit lähetetään nyt uuteen osoitteeseen.',
        `Jos et tehnyt muutosta itse, avaa ${undoUrl} ajan ${validity} kuluessa: se palauttaa tämän osoitteen ja kirjaa kaikki laitteet ulos. Nollaa sen jälkeen salasanasi.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `${brand}-salasanasi on vaihdettu`,
    body: ({ brand, resetUrl }) =>
      [
        `${brand}-tilisi salasana vaihdettiin juuri.`,
        `Jos vaihdoit sen itse, sinun ei tarvitse tehdä mitään.`,
        `Jos et vaihtanut sitä, vaihda salasanasi heti osoitteessa ${resetUrl}: kaikki laitteet kirjataan silloin ulos.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: salasanasi vaihdettiin. Etkö se ollut sinä? Vaihda se nyt: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'tilin luomiseen',
      login: 'kirjautumiseen',
      reset: 'salasanan nollaamiseen',
      'change-email': 'sähköpostin vaihtamiseen',
      'double-check': 'kirjautumisen vahvistamiseen',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: ${code} on koodisi ${action}. Voimassa ${validityShort}. Älä kerro koodia kenellekään.`,
  },
  providerPages: {
    logoutTitle: 'Kirjaudu ulos',
    logoutQuestion: ({ app, brand }) => `${app} pyytää kirjaamaan sinut ulos ${brand}-tililtäsi.`,
    logoutConfirm: 'Kirjaa minut ulos',
    logoutCancel: 'Pysy kirjautuneena',
    signedOutTitle: 'Kirjauduttu ulos',
    signedOutText: (brand) => `Olet kirjautunut ulos ${brand}-tililtäsi.`,
    errorTitle: 'Kirjautuminen ei ole mahdollista',
    errorText:
      'Sovelluksen pyyntöä ei voitu suorittaa loppuun. Palaa sovellukseen ja yritä uudelleen tai kirjaudu sisään täällä.',
    errorCode: 'Virhekoodi',
    toLogin: 'Jatka tavalliseen kirjautumiseen',
    signingOutTitle: 'Uloskirjautuminen',
    signingOutText: (brand) =>
      `Et ole kirjautuneena ${brand}-tilillesi täällä. Jatka viimeistelläksesi uloskirjautumisen.`,
    continue: 'Jatka',
    languageLabel: 'Kieli',
    languageChange: 'Vaihda',
    footer: ({ year, brand }) => `© ${year} ${brand}. Kaikki oikeudet pidätetään.`,
  },
};
