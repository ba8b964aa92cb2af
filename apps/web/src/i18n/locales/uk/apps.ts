import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Дозволити {{name}} виконувати вхід за вас?',
  consentIntro: '{{name}} просить використати ваш обліковий запис для входу. Застосунок отримає:',
  scopeAccountId: 'Ідентифікатор облікового запису',
  scopeEmail: 'Вашу адресу електронної пошти',
  scopePhone: 'Ваш номер телефону',
  scopeOfflineAccess: 'Доступ за вашої відсутності (залишатися в системі)',
  consentRevokeHint: 'Ви можете будь-коли відкликати цей доступ на сторінці облікового запису.',
  consentAllow: 'Дозволити',
  consentDeny: 'Відхилити',
  appsTitle: 'Застосунки, які можуть виконувати вхід за вас',
  appsEmpty: 'Жоден застосунок не може виконувати вхід із цим обліковим записом.',
  appsGranted: 'Дозволено {{date}}',
  appsRevoke: 'Відкликати доступ',
  appsRevokeNamed: 'Відкликати доступ для {{name}}',
  appsRevoked: '{{name}} більше не може виконувати вхід за вас.',
} satisfies LocaleShape<typeof en>;
