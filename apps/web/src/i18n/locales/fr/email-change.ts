import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: "Modifier l'adresse e-mail",
  emailLabel: 'Nouvelle adresse e-mail',
  currentPasswordLabel: 'Mot de passe actuel',
  currentPasswordHint:
    'Pour protéger votre compte, confirmez la modification avec votre mot de passe.',
  submit: 'Enregistrer',
} satisfies LocaleShape<typeof en>;
