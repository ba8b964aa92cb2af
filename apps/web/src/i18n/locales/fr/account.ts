import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Mon compte',
  email: 'E-mail',
  productId: 'ID produit',
  country: 'Pays/région',
  phone: 'Téléphone',
  notSet: 'Non renseigné',
  changePasswordLink: 'Modifier le mot de passe',
  changeEmailLink: "Modifier l'adresse e-mail",
  logoutLink: 'Se déconnecter',
} satisfies LocaleShape<typeof en>;
