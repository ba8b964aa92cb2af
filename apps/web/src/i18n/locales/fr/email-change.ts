import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: "Modifier l'adresse e-mail",
  emailLabel: 'Nouvelle adresse e-mail',
  currentPasswordLabel: 'Mot de passe actuel',
  currentPasswordHint:
    'Pour protéger votre compte, confirmez la modification avec votre mot de passe.',
  submit: 'Enregistrer',
  undoTitle: "Annuler le changement d'e-mail",
  undoQuestion:
    'Rétablir cette adresse e-mail sur votre compte ? Tous les appareils seront déconnectés.',
  undoSubmit: 'Annuler le changement',
  undoDone:
    "Votre adresse e-mail est rétablie et tous les appareils sont déconnectés. Connectez-vous, puis réinitialisez votre mot de passe si quelqu'un d'autre le connaissait.",
  undoToLogin: 'Aller à la connexion',
} satisfies LocaleShape<typeof en>;
