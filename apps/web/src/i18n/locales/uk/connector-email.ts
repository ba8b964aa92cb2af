import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} не передає підтвердженої адреси електронної пошти. Введіть свою адресу й код, який ми на неї надішлемо; ще кілька даних — і обліковий запис створено.',
  email: 'Адреса електронної пошти',
  haveAccount: 'У мене вже є обліковий запис',
  linkTitle: 'Прив’язати до вашого облікового запису',
  linkIntro:
    'Введіть адресу електронної пошти та пароль облікового запису, щоб прив’язати до нього {{name}}.',
  takenIntro:
    'З цією адресою вже є обліковий запис. Введіть його пароль, щоб прив’язати до нього {{name}}.',
  createInstead: 'Натомість створити новий обліковий запис',
} satisfies LocaleShape<typeof en>;
