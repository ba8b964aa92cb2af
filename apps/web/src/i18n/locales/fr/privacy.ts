import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Télécharger vos données',
  exportText:
    "Une copie de tout ce que contient votre compte : profil, identifiants de connexion, accords acceptés, appareils, activité, clés d’accès et applications autorisées. Jusqu'à 5 téléchargements par jour.",
  exportJson: 'Fichier de données (JSON)',
  exportJsonDetail: 'Lisible par machine, pour emporter vos données vers un autre service',
  exportHtml: 'Page lisible (HTML)',
  exportHtmlDetail: "Dans votre langue, s'ouvre dans n'importe quel navigateur",
  download: 'Télécharger',
  downloadLabel: 'Télécharger : {{format}}',
  exportDone: 'Vos données ont été téléchargées.',
  proofTitle: 'Confirmez votre identité',
  proofText: "Saisissez votre mot de passe ou un code de votre application d'authentification.",
  proofLabel: "Mot de passe ou code d'authentification",
  proofMissing: 'Saisissez votre mot de passe ou le code.',
  proofPasskey: 'Utiliser plutôt une clé d’accès',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  deleteTitle: 'Supprimer le compte',
  deleteText:
    "Votre compte est désactivé immédiatement : vous êtes déconnecté sur tous vos appareils, les applications auxquelles vous vous êtes connecté perdent l'accès et plus personne ne peut s'y connecter.",
  deleteGrace:
    "Il est effacé définitivement après un délai de grâce. D'ici là, le lien de l'avis que nous envoyons à votre adresse de contact permet de conserver le compte.",
  deleteStart: 'Supprimer le compte…',
  confirmLabel: 'Pour confirmer, saisissez {{account}}',
  confirmMissing: 'Saisissez {{account}} exactement comme indiqué.',
  deleteSubmit: 'Supprimer mon compte',
  deletedTitle: 'Compte supprimé',
  deletedText: 'Votre compte a été supprimé et vous avez été déconnecté.',
  deletedWhen:
    "Il sera effacé le {{date}}. Pour le conserver, ouvrez avant cette date le lien de l'avis que nous vous avons envoyé.",
  cancelTitle: 'Conserver votre compte',
  cancelQuestion:
    'Annuler la suppression de votre compte ? Il redevient actif et vous pouvez vous connecter.',
  cancelSubmit: 'Conserver mon compte',
  cancelDone:
    "La suppression a été annulée. Votre compte est de nouveau actif : connectez-vous pour l'utiliser.",
  cancelInvalid:
    'Ce lien ne peut plus être utilisé : il a déjà servi ou a expiré. Un compte effacé ne peut pas être restauré.',
  toLogin: 'Aller à la connexion',
} satisfies LocaleShape<typeof en>;
