import { frDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...frDocumentNames,
  agreement: "J'ai lu et j'accepte les Conditions d'utilisation et la Politique de confidentialité",
  readDocuments: 'Lire les documents',
  productServiceNotice:
    "L'utilisation de nos appareils et services connectés est régie par le <link></link>.",
  close: 'Fermer',
  loadingDocument: 'Chargement du document…',
  loadFailed: "Le document n'a pas pu être chargé.",
  retry: 'Réessayer',
  documentMeta: 'Version {{version}}, en vigueur depuis le {{date}}',
  shownInLanguage:
    "Ce document n'est pas disponible dans votre langue. Il est affiché dans la langue suivante : {{language}}.",
  updatedTitle: 'Nous avons mis à jour nos conditions',
  updatedIntro:
    'Pour continuer à utiliser votre compte, veuillez lire et accepter les versions en vigueur de ces documents :',
  updatedVersion: 'version {{version}}',
  accept: 'Accepter',
  declineAndLogOut: 'Se déconnecter',
  declineHint: 'Si vous ne les acceptez pas, votre session sera fermée.',
  accepted: 'Merci. Votre acceptation a été enregistrée.',
  documentsTitle: 'Vos contrats',
  documentAccepted: 'Accepté',
  documentNotAccepted: 'Pas encore accepté',
} satisfies LocaleShape<typeof en>;
