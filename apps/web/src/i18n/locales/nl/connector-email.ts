import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} geeft ons geen geverifieerd e-mailadres. Vul het jouwe in en de code die we ernaartoe sturen; met nog een paar gegevens maak je je account.',
  email: 'E-mailadres',
  haveAccount: 'Ik heb al een account',
  linkTitle: 'Koppelen aan je account',
  linkIntro:
    'Voer het e-mailadres van je account en het wachtwoord of een code in die ernaartoe wordt gestuurd, of gebruik de passkey, om {{name}} eraan te koppelen.',
  takenIntro:
    'Dit adres heeft al een account. Voer het wachtwoord of een code in die ernaartoe wordt gestuurd, of gebruik de passkey, om {{name}} eraan te koppelen.',
  createInstead: 'Toch een nieuw account maken',
} satisfies LocaleShape<typeof en>;
