import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} ne nous fournit pas d’adresse e-mail vérifiée. Saisissez la vôtre et le code que nous y enverrons ; quelques informations de plus créent votre compte.',
  email: 'Adresse e-mail',
  haveAccount: 'J’ai déjà un compte',
  linkTitle: 'Associer à votre compte',
  linkIntro:
    'Saisissez l’adresse e-mail de votre compte et son mot de passe ou un code qui lui est envoyé, ou utilisez sa clé d’accès, pour y associer {{name}}.',
  takenIntro:
    'Cette adresse a déjà un compte. Saisissez son mot de passe ou un code qui lui est envoyé, ou utilisez sa clé d’accès, pour y associer {{name}}.',
  createInstead: 'Créer plutôt un nouveau compte',
} satisfies LocaleShape<typeof en>;
