import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** French. */
export const fr: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Votre code de vérification ${brand}`,
    action: {
      register: 'créer votre compte',
      login: 'vous connecter',
      reset: 'réinitialiser votre mot de passe',
      'change-email': 'modifier votre adresse e-mail',
      'double-check': "confirmer que c'est bien vous qui vous connectez",
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Voici votre code de vérification ${brand} pour ${action}\u00a0: ${code}`,
        `Il est valable ${validity} et ne peut être utilisé qu'une seule fois.`,
        "Si vous ne l'avez pas demandé, ignorez ce message. Ne communiquez jamais ce code à qui que ce soit.",
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `L'adresse e-mail de votre compte ${brand} a été modifiée`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `L'adresse e-mail de votre compte ${brand} a été remplacée par ${newEmail}.`,
        'Les codes et les messages concernant votre compte sont désormais envoyés à la nouvelle adresse.',
        `Si vous n'êtes pas à l'origine de cette modification, ouvrez ${undoUrl} dans un délai de ${validity} : cette adresse sera rétablie et tous les appareils seront déconnectés. Réinitialisez ensuite votre mot de passe.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Le mot de passe de votre compte ${brand} a été modifié`,
    body: ({ brand, resetUrl }) =>
      [
        `Le mot de passe de votre compte ${brand} vient d'être modifié.`,
        `Si c'était vous, vous n'avez rien à faire.`,
        `Si ce n'était pas vous, réinitialisez immédiatement votre mot de passe sur ${resetUrl} : tous les appareils seront déconnectés.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand} : votre mot de passe a été modifié. Pas vous ? Réinitialisez-le : ${resetUrl}`,
  },
  sms: {
    // Only GSM-7 letters (no ç, ê, â…), so that the text fits one 160-character segment.
    action: {
      register: 'créer votre compte',
      login: 'vous connecter',
      reset: 'réinitialiser votre mot de passe',
      'change-email': 'modifier votre e-mail',
      'double-check': 'confirmer votre connexion',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand} : votre code est ${code}, pour ${action}. Valable ${validityShort}. Ne le partagez jamais.`,
  },
  providerPages: {
    logoutTitle: 'Déconnexion',
    logoutQuestion: ({ app, brand }) =>
      `${app} demande à vous déconnecter de votre compte ${brand}.`,
    logoutConfirm: 'Me déconnecter',
    logoutCancel: 'Rester connecté',
    signedOutTitle: 'Déconnecté',
    signedOutText: (brand) => `Vous êtes déconnecté de votre compte ${brand}.`,
    errorTitle: 'Connexion impossible',
    errorText:
      'La demande de l’application n’a pas pu aboutir. Revenez à l’application et réessayez, ou connectez-vous ici.',
    errorCode: 'Code d’erreur',
    toLogin: 'Continuer vers la connexion habituelle',
    signingOutTitle: 'Déconnexion',
    signingOutText: (brand) =>
      `Vous n’êtes pas connecté à votre compte ${brand} ici. Continuez pour terminer la déconnexion.`,
    continue: 'Continuer',
    languageLabel: 'Langue',
    languageChange: 'Changer',
    footer: ({ year, brand }) => `© ${year} ${brand}. Tous droits réservés.`,
  },
};
