import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Le mot de passe doit comporter entre 8 et 16 caractères et peut contenir des lettres, des chiffres et/ou des caractères spéciaux.',
  passwordMismatch: 'Les mots de passe ne correspondent pas. Veuillez réessayer.',
  passwordRequired: 'Veuillez saisir votre mot de passe.',
  invalidEmail: 'Adresse e-mail non valide',
  emailLength: "L'adresse e-mail doit comporter moins de 45 caractères.",
  invalidPhone: 'Veuillez saisir un numéro de téléphone valide',
  invalidMobileNumber: 'Numéro de mobile non valide, veuillez le saisir à nouveau',
  areaCodeRequired: 'Veuillez sélectionner un indicatif.',
  phoneNotAvailable:
    "La connexion par téléphone n'est pas disponible dans votre région. Utilisez votre adresse e-mail ou votre ID produit.",
  invalidAccountNoPhone: 'Veuillez saisir votre adresse e-mail ou votre ID produit.',
  accountRequired: 'Veuillez saisir votre identifiant.',
  invalidAccount:
    "Veuillez saisir un numéro de téléphone avec l'indicatif du pays (+…), une adresse e-mail ou un ID produit.",
  invalidCode: 'Code de vérification incorrect.',
  codeNotRequested: "Veuillez d'abord demander l'envoi d'un code.",
  agreementRequired:
    "Veuillez lire et accepter les Conditions d'utilisation et la Politique de confidentialité.",
  invalidBirthDate: 'Veuillez choisir une date de naissance valide.',
  invalidCountry: 'Veuillez choisir un pays ou une région.',
} satisfies LocaleShape<typeof en>;
