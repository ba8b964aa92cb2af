import type { common as en } from '#i18n/locales/en/common.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const common = {
  appName: 'Espace compte {{brand}}',
  languageLabel: 'Langue',
  footer: '© {{year}} {{brand}}. Tous droits réservés.',
  loading: 'Chargement',
  skipToContent: 'Aller au contenu principal',
  select: 'Sélectionner',
  networkError: 'Erreur réseau. Veuillez vérifier votre connexion et réessayer.',
  timeout: 'La requête a expiré. Veuillez réessayer.',
  notFoundTitle: 'Page introuvable',
  notFoundText: "La page que vous recherchez n'existe pas.",
  notFoundLoginLink: 'Aller à la connexion',
  getCode: 'Obtenir le code',
  areaCodeLabel: 'Indicatif',
  signInWithEmail: 'Connexion avec votre adresse e-mail {{value}}',
  signInWithProductId: 'Connexion avec votre ID produit {{value}}',
  signInWithPhone: 'Connexion avec votre numéro de téléphone {{value}}',
  resetForEmail: "Réinitialisation du mot de passe du compte associé à l'adresse e-mail {{value}}",
  resetForProductId: "Réinitialisation du mot de passe du compte associé à l'ID produit {{value}}",
  resetForPhone:
    'Réinitialisation du mot de passe du compte associé au numéro de téléphone {{value}}',
  resendIn: 'Renvoyer dans {{seconds}} s',
  codeSent: 'Un code vous a été envoyé',
  codeLabel: 'Code de vérification',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  changed: 'Modification enregistrée',
  backToAccount: 'Retour à mon compte',
  countryMatches: 'Résultats : {{count}}',
  countryNoMatch: 'Aucun pays ni aucune région ne correspond.',
} satisfies LocaleShape<typeof en>;
