import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Continuer avec {{name}}',
  or: 'ou',
  errorDenied: 'La connexion a été annulée chez l’autre fournisseur. Rien n’a été modifié.',
  registerTitle: 'Créer votre compte',
  registerIntro:
    'Vous vous connectez avec {{name}} en tant que {{email}}. Quelques informations sont nécessaires pour créer votre compte.',
  country: 'Pays ou région',
  birthDate: 'Date de naissance',
  createAccount: 'Créer le compte',
  linkTitle: 'Vous avez déjà un compte',
  linkIntro:
    'Un compte avec {{email}} existe déjà. Pour y associer {{name}}, saisissez son mot de passe ou un code qui lui est envoyé, ou utilisez sa clé d’accès.',
  password: 'Mot de passe',
  linkAndSignIn: 'Associer et se connecter',
  linkWithPasskey: 'Utiliser une clé d’accès',
  signingIn: 'Connexion en cours…',
  methodsTitle: 'Moyens de connexion',
  methodsNone: 'Aucun autre moyen de connexion associé.',
  linkMethod: 'Associer {{name}}',
  unlink: 'Dissocier',
  linkedDone: '{{name}} est désormais associé à votre compte.',
  unlinkedDone: 'Le moyen de connexion a été dissocié.',
  proofLabel: 'Mot de passe ou code d’authentification',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
