import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Autoriser {{name}} à vous connecter ?',
  consentIntro: '{{name}} demande à utiliser votre compte pour vous connecter. Il recevra :',
  scopeAccountId: 'L’identifiant de votre compte',
  scopeEmail: 'Votre adresse e-mail',
  scopePhone: 'Votre numéro de téléphone',
  scopeOfflineAccess: 'Un accès en votre absence (rester connecté)',
  consentRevokeHint: 'Vous pouvez retirer cet accès à tout moment sur la page de votre compte.',
  consentAllow: 'Autoriser',
  consentDeny: 'Refuser',
  appsTitle: 'Applications pouvant vous connecter',
  appsEmpty: 'Aucune application ne peut vous connecter avec ce compte.',
  appsGranted: 'Autorisé le {{date}}',
  appsRevoke: 'Retirer l’accès',
  appsRevokeNamed: 'Retirer l’accès de {{name}}',
  appsRevoked: '{{name}} ne peut plus vous connecter.',
} satisfies LocaleShape<typeof en>;
