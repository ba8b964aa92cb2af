import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Inscription',
  modeLabel: "Mode d'inscription",
  emailMode: 'E-mail',
  phoneMode: 'Téléphone',
  emailLabel: 'Adresse e-mail',
  phoneLabel: 'Numéro de téléphone',
  codeLabel: 'Code de vérification',
  passwordLabel: 'Mot de passe',
  confirmPasswordLabel: 'Confirmer le mot de passe',
  countryLabel: 'Pays/région',
  birthDateLegend: 'Date de naissance',
  yearLabel: 'Année',
  monthLabel: 'Mois',
  dayLabel: 'Jour',
  submit: "S'inscrire",
  loginLink: 'Vous avez déjà un compte ? Connectez-vous',
  logInNow: 'Se connecter maintenant',
  succeeded: 'Inscription réussie',
} satisfies LocaleShape<typeof en>;
