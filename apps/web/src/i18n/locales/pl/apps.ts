import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Zezwolić {{name}} na logowanie Cię?',
  consentIntro: '{{name}} prosi o użycie Twojego konta do logowania. Otrzyma:',
  scopeAccountId: 'Identyfikator Twojego konta',
  scopeEmail: 'Twój adres e-mail',
  scopePhone: 'Twój numer telefonu',
  scopeOfflineAccess: 'Dostęp podczas Twojej nieobecności (pozostań zalogowany)',
  consentRevokeHint: 'Ten dostęp możesz w każdej chwili usunąć na stronie swojego konta.',
  consentAllow: 'Zezwól',
  consentDeny: 'Odmów',
  appsTitle: 'Aplikacje, które mogą Cię logować',
  appsEmpty: 'Żadna aplikacja nie może Cię logować tym kontem.',
  appsGranted: 'Zezwolono {{date}}',
  appsRevoke: 'Usuń dostęp',
  appsRevokeNamed: 'Usuń dostęp dla {{name}}',
  appsRevoked: '{{name}} nie może już Cię logować.',
} satisfies LocaleShape<typeof en>;
