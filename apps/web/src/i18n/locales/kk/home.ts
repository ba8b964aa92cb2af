import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}} аккаунты',
  navLabel: 'Аккаунт бөлімдері',
  backToOverview: 'Барлық баптаулар',
  sectionProfile: 'Жеке деректер',
  sectionSecurity: 'Қауіпсіздік',
  sectionDevices: 'Құрылғылар',
  sectionApps: 'Қолданбалар',
  sectionActivity: 'Әрекеттер',
  sectionAgreements: 'Келісімдер',
  sectionPrivacy: 'Құпиялылық және деректер',
  glanceTitle: 'Қауіпсіздік қысқаша',
  glancePassword: 'Құпиясөз',
  glancePasswordChanged: 'Өзгертілген күні: {{time}}',
  glancePasswordNotRecent: 'Соңғы кезде өзгертілмеген',
  glancePasskeys: 'Кіру кілттері',
  glanceNone: 'Әзірге жоқ',
  glanceCount: 'Бапталған: {{count}}',
  glanceAuthenticator: 'Аутентификатор қолданбасы',
  glanceOn: 'Қосулы',
  glanceOff: 'Өшірулі',
  glanceDevices: 'Кірген құрылғылар',
  glanceDeviceCount: 'Құрылғылар: {{count}}',
  passwordText: 'Басқа еш жерде қолданылмайтын күшті құпиясөз аккаунтыңызды қорғайды.',
  change: 'Өзгерту',
  emptyPasskeys:
    'Сізде әзірге кіру кілттері жоқ. Саусақ ізі, бет немесе экран құлпы арқылы кіру үшін кілт қосыңыз.',
  emptyActivity:
    'Әзірге бос. Кірулер мен қауіпсіздік баптауларының өзгерістері осында көрсетіледі.',
  emptyApps:
    'Ешбір қолданба сіздің атыңыздан кіре алмайды. Қолданбаға аккаунтты пайдалануға рұқсат берсеңіз, ол осында шығады және оның рұқсатын алып тастай аласыз.',
  emptyAgreements: 'Аккаунтыңызға әзірге ешбір келісім қолданылмайды.',
} satisfies LocaleShape<typeof en>;
