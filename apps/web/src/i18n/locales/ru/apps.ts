import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Разрешить {{name}} выполнять вход за вас?',
  consentIntro:
    '{{name}} запрашивает использование вашей учётной записи для входа. Приложение получит:',
  scopeAccountId: 'Идентификатор учётной записи',
  scopeEmail: 'Ваш адрес электронной почты',
  scopePhone: 'Ваш номер телефона',
  scopeOfflineAccess: 'Доступ в ваше отсутствие (оставаться в системе)',
  consentRevokeHint: 'Вы можете отозвать этот доступ на странице учётной записи в любое время.',
  consentAllow: 'Разрешить',
  consentDeny: 'Отклонить',
  appsTitle: 'Приложения, которые могут выполнять вход за вас',
  appsEmpty: 'Ни одно приложение не может выполнять вход с этой учётной записью.',
  appsGranted: 'Разрешено {{date}}',
  appsRevoke: 'Отозвать доступ',
  appsRevokeNamed: 'Отозвать доступ для {{name}}',
  appsRevoked: '{{name}} больше не может выполнять вход за вас.',
} satisfies LocaleShape<typeof en>;
