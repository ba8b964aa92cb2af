import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Обліковий запис {{brand}}',
  navLabel: 'Розділи облікового запису',
  backToOverview: 'Усі налаштування',
  sectionProfile: 'Особисті дані',
  sectionSecurity: 'Безпека',
  sectionDevices: 'Пристрої',
  sectionApps: 'Застосунки',
  sectionActivity: 'Активність',
  sectionAgreements: 'Угоди',
  sectionPrivacy: 'Конфіденційність і дані',
  glanceTitle: 'Безпека коротко',
  glancePassword: 'Пароль',
  glancePasswordChanged: 'Змінено {{time}}',
  glancePasswordNotRecent: 'Давно не змінювався',
  glancePasskeys: 'Ключі доступу',
  glanceNone: 'Поки немає',
  glanceCount: 'Налаштовано: {{count}}',
  glanceAuthenticator: 'Застосунок-автентифікатор',
  glanceOn: 'Увімкнено',
  glanceOff: 'Вимкнено',
  glanceDevices: 'Пристрої з входом',
  glanceDeviceCount: 'Пристроїв: {{count}}',
  passwordText:
    'Надійний пароль, який ви ніде більше не використовуєте, захищає ваш обліковий запис.',
  change: 'Змінити',
  emptyPasskeys:
    'У вас ще немає ключів доступу. Додайте ключ, щоб входити за відбитком пальця, обличчям або блокуванням екрана.',
  emptyActivity: "Поки порожньо. Тут з'являтимуться входи та зміни налаштувань безпеки.",
  emptyApps:
    "Жоден застосунок не може виконувати вхід від вашого імені. Коли ви дозволите застосунку доступ до облікового запису, він з'явиться тут, і ви зможете відкликати доступ.",
  emptyAgreements: 'До вашого облікового запису поки не застосовується жодна угода.',
} satisfies LocaleShape<typeof en>;
