import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Alterar e-mail',
  emailLabel: 'Novo e-mail',
  currentPasswordLabel: 'Palavra-passe atual',
  currentPasswordHint: 'Para proteger a sua conta, confirme a alteração com a sua palavra-passe.',
  submit: 'Guardar',
} satisfies LocaleShape<typeof en>;
