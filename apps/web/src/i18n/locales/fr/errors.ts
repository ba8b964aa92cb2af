import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Pour des raisons de sécurité, le nouveau mot de passe doit être différent de vos trois derniers mots de passe.',
  invalidParameter: "Veuillez d'abord demander l'envoi d'un code.",
  invalidPassword: 'Mot de passe non valide',
  verificationCodeInvalid: "Le code de vérification n'est pas valide ou a expiré.",
  verificationCodeExpired: "Le code de vérification n'est pas valide ou a expiré.",
  codeSendFailed: "Échec de l'envoi du code.",
  codeSentTooOften: 'Trop de tentatives. Veuillez réessayer plus tard.',
  codeSendLimitReached: 'Trop de tentatives. Veuillez réessayer plus tard.',
  mobileNotSignedUp: "Ce numéro de téléphone n'est pas encore inscrit.",
  accountNotRegistered: "Ce compte n'est pas inscrit. Veuillez en saisir un autre.",
  mobileAlreadySignedUp: 'Ce numéro de téléphone est déjà inscrit. Se connecter maintenant ?',
  emailAlreadySignedUp: 'Cette adresse e-mail est déjà inscrite. Se connecter maintenant ?',
  emailOccupied: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  emailSameAsCurrent: "Cette adresse e-mail est identique à l'adresse actuelle.",
  emailChangeUndoInvalid: "Ce lien d'annulation n'est pas valide, a expiré ou a déjà été utilisé.",
  passwordIncorrect: 'Mot de passe incorrect. Veuillez réessayer.',
  accountDeletionLinkInvalid: 'Ce lien d’annulation est invalide, expiré ou déjà utilisé.',
  deletionConfirmationMismatch:
    'Ce n’est ni l’adresse e-mail, ni le numéro de téléphone, ni l’ID produit de ce compte.',
  passwordTooCommon:
    'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre.',
  newPasswordSameAsOld:
    "Impossible de modifier le mot de passe. Le nouveau mot de passe doit être différent de l'ancien.",
  exceedMaxLoginAttempts:
    'Trop de tentatives, le compte a été verrouillé. Veuillez réessayer plus tard ou réinitialiser votre mot de passe.',
  userPasswordNotMatch: 'Identifiant ou mot de passe incorrect. Veuillez réessayer.',
  usernameOrPasswordError: "L'utilisateur demandé n'existe pas.",
  invalidOrExpiredVerification: "Le code de vérification n'est pas valide ou a expiré.",
  badRequest: "La requête n'a pas pu être traitée. Veuillez vérifier votre saisie et réessayer.",
  underMinimumAge: 'Vous devez avoir au moins {{old}} ans pour vous inscrire.',
  unknownTenant:
    "Ce lien n'est pas valide pour notre service. Veuillez ouvrir l'espace compte depuis son adresse habituelle.",
  unsupportedGrantType: "Cette méthode de connexion n'est pas prise en charge.",
  unauthorizedClient:
    "Cette application n'est pas autorisée à se connecter avec un mot de passe. Veuillez vous connecter via l'espace compte.",
  unknownTargetClient:
    "L'application d'origine est inconnue. Veuillez rouvrir son lien de connexion.",
  decryptionFailed:
    "Votre requête n'a pas pu être envoyée de manière sécurisée. Veuillez recharger la page et réessayer.",
  contextHeaderInvalid:
    "Vos paramètres de région et de langue n'ont pas pu être lus. Veuillez recharger la page et réessayer.",
  signatureInvalid:
    "Votre requête n'a pas pu être vérifiée. Veuillez recharger la page et réessayer.",
  signatureExpired:
    "La date et l'heure de votre appareil semblent incorrectes. Veuillez les corriger et réessayer.",
  nonceReused:
    'Cette requête a déjà été envoyée. Veuillez vérifier le résultat avant de réessayer.',
  sliderRequired: 'Veuillez effectuer la vérification par glissement.',
  sliderFailed: 'La vérification par glissement a échoué. Veuillez faire glisser à nouveau.',
  tokenInvalid: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalidClient:
    "Cette application n'a pas pu être vérifiée. Veuillez recharger la page et réessayer.",
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  phoneRegionNotAllowed:
    'Les numéros de téléphone de ce pays ou de cette région ne peuvent pas être utilisés ici. Veuillez utiliser votre adresse e-mail.',
  notFound: "L'élément demandé est introuvable.",
  legalVersionNotCurrent:
    "Les conditions viennent d'être modifiées. Veuillez lire et accepter la version en vigueur.",
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: "Le format de la requête n'est pas pris en charge.",
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
  internalError: "Une erreur s'est produite. Veuillez réessayer plus tard.",
  unknownError: "Une erreur s'est produite. Veuillez réessayer.",
  serviceUnavailable: 'Le service est temporairement indisponible. Veuillez réessayer plus tard.',
  unknownClient:
    "Le site d'où vous venez n'est pas enregistré. Veuillez revenir en arrière et réessayer.",
  redirectUrlNotRegistered:
    "L'adresse de retour du site d'où vous venez n'est pas enregistrée. Veuillez revenir en arrière et réessayer.",
  invalidAuthorizationRequest:
    "La demande de connexion du site d'où vous venez n'est pas valide. Veuillez revenir en arrière et réessayer.",
  secondFactorInvalid:
    'Le code de l’application d’authentification ou le code de récupération est incorrect ou a déjà été utilisé.',
  passkeyInvalid: 'La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  reauthenticationRequired: 'Pour votre sécurité, veuillez vous reconnecter puis réessayer.',
  stepUpRequired:
    "Veuillez confirmer avec votre mot de passe (ou un code de l'application d'authentification).",
  connectorTicketInvalid:
    'Ce lien de connexion n’est plus valide ou a été ouvert dans un autre navigateur. Veuillez recommencer.',
  connectorIdentityTaken: 'Ce compte de l’autre fournisseur est déjà associé à un autre compte.',
  connectorLastSignInMethod:
    'C’est votre seul moyen de connexion : il ne peut pas être dissocié. Définissez d’abord un mot de passe ou ajoutez une clé d’accès.',
  connectorUpstreamFailed:
    'L’autre fournisseur n’a pas pu vous connecter. Réessayez plus tard ou utilisez un autre moyen de connexion.',
  securityItemNotFound: 'Cet élément n’existe plus.',
  totpAlreadyEnabled: 'Une application d’authentification est déjà configurée.',
  accountDisabled: "Ce compte a été désactivé. Veuillez contacter l'assistance.",
} satisfies LocaleShape<typeof en>;
