import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Connexion',
  modeLabel: 'Mode de connexion',
  passwordMode: 'Mot de passe',
  codeMode: 'Code de vérification',
  accountLabel: 'Identifiant',
  accountPlaceholder: 'Téléphone / e-mail / ID produit',
  passwordLabel: 'Mot de passe',
  countryLabel: 'Pays/région',
  submit: 'Se connecter',
  passkeySignIn: 'Se connecter avec une clé d’accès',
  passkeyFailed: 'Aucune clé d’accès n’a été utilisée.',
  forgotPassword: 'Mot de passe oublié ?',
  registerLink: 'Nouvel utilisateur ? Inscrivez-vous',
  welcomeBack: 'Bon retour parmi nous',
  doubleCheckTitle: 'Vérification de sécurité',
  doubleCheckText: 'Pour votre sécurité, un code de vérification va être envoyé à {{destination}}.',
  doubleCheckConfirm: 'Confirmer',
  back: 'Retour',
  clientRefusedTitle: 'Connexion impossible',
  clientRefusedContinue: 'Continuer vers la connexion habituelle',
} satisfies LocaleShape<typeof en>;
