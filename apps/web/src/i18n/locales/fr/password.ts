import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Réinitialiser le mot de passe',
  changeTitle: 'Modifier le mot de passe',
  accountLabel: 'Identifiant',
  accountPlaceholder: 'Téléphone / e-mail / ID produit',
  currentPasswordLabel: 'Mot de passe actuel',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmer le mot de passe',
  resetSubmit: 'Réinitialiser le mot de passe',
  changeSubmit: 'Enregistrer',
  resetDone: 'Votre mot de passe a été réinitialisé. Se connecter maintenant ?',
  loginLink: 'Retour à la connexion',
} satisfies LocaleShape<typeof en>;
