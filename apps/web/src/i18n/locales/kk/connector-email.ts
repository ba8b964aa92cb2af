import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} расталған электрондық пошта мекенжайын бермейді. Өз мекенжайыңызды және оған жіберілетін кодты енгізіңіз; тағы бірнеше дерек — және аккаунт жасалады.',
  email: 'Электрондық пошта мекенжайы',
  haveAccount: 'Менде аккаунт бар',
  linkTitle: 'Аккаунтыңызға байланыстыру',
  linkIntro:
    '{{name}} байланыстыру үшін аккаунтыңыздың электрондық поштасы мен құпиясөзін енгізіңіз.',
  takenIntro: 'Бұл мекенжайда аккаунт бар. {{name}} байланыстыру үшін оның құпиясөзін енгізіңіз.',
  createInstead: 'Оның орнына жаңа аккаунт жасау',
} satisfies LocaleShape<typeof en>;
