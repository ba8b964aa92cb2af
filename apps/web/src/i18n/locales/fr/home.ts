import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Compte {{brand}}',
  navLabel: 'Rubriques du compte',
  backToOverview: 'Tous les paramètres',
  sectionProfile: 'Informations personnelles',
  sectionSecurity: 'Sécurité',
  sectionDevices: 'Appareils',
  sectionApps: 'Applications',
  sectionActivity: 'Activité',
  sectionAgreements: 'Conditions acceptées',
  sectionPrivacy: 'Confidentialité et données',
  glanceTitle: "La sécurité en un coup d'œil",
  glancePassword: 'Mot de passe',
  glancePasswordChanged: 'Modifié le {{time}}',
  glancePasswordNotRecent: 'Pas modifié récemment',
  glancePasskeys: "Clés d'accès",
  glanceNone: "Aucune pour l'instant",
  glanceCount: 'Configurées : {{count}}',
  glanceAuthenticator: "Application d'authentification",
  glanceOn: 'Activée',
  glanceOff: 'Désactivée',
  glanceDevices: 'Appareils connectés',
  glanceDeviceCount: 'Appareils : {{count}}',
  passwordText:
    "Un mot de passe robuste que vous n'utilisez nulle part ailleurs protège votre compte.",
  change: 'Modifier',
  emptyPasskeys:
    "Vous n'avez pas encore de clé d'accès. Ajoutez-en une pour vous connecter avec votre empreinte, votre visage ou le verrouillage de l'écran.",
  emptyActivity:
    "Rien pour l'instant. Les connexions et les modifications de vos paramètres de sécurité apparaîtront ici.",
  emptyApps:
    'Aucune application ne peut vous connecter. Lorsque vous autorisez une application à utiliser votre compte, elle apparaît ici et vous pouvez retirer son accès.',
  emptyAgreements: "Aucun contrat ne s'applique encore à votre compte.",
} satisfies LocaleShape<typeof en>;
