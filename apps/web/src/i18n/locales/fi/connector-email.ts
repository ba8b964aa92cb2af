import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} ei anna meille vahvistettua sähköpostiosoitetta. Anna osoitteesi ja koodi, jonka lähetämme siihen; muutamalla tiedolla lisää tilisi luodaan.',
  email: 'Sähköpostiosoite',
  haveAccount: 'Minulla on jo tili',
  linkTitle: 'Yhdistä tiliisi',
  linkIntro:
    'Anna tilisi sähköpostiosoite ja sen salasana tai sille lähetetty koodi tai käytä sen pääsyavainta yhdistääksesi {{name}} siihen.',
  takenIntro:
    'Tällä osoitteella on jo tili. Anna sen salasana tai sille lähetetty koodi tai käytä sen pääsyavainta yhdistääksesi {{name}} siihen.',
  createInstead: 'Luo sen sijaan uusi tili',
} satisfies LocaleShape<typeof en>;
