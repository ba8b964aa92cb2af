import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'E-mailadres wijzigen',
  emailLabel: 'Nieuw e-mailadres',
  currentPasswordLabel: 'Huidig wachtwoord',
  currentPasswordHint: 'Bevestig de wijziging met je wachtwoord om je account te beschermen.',
  submit: 'Opslaan',
  undoTitle: 'E-mailwijziging ongedaan maken',
  undoQuestion: 'Dit e-mailadres terugzetten op je account? Alle apparaten worden afgemeld.',
  undoSubmit: 'Wijziging ongedaan maken',
  undoDone:
    'Je e-mailadres is hersteld en alle apparaten zijn afgemeld. Log in en stel je wachtwoord opnieuw in als iemand anders het kende.',
  undoToLogin: 'Naar inloggen',
} satisfies LocaleShape<typeof en>;
