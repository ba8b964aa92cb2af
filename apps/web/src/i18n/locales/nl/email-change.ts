import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'E-mailadres wijzigen',
  emailLabel: 'Nieuw e-mailadres',
  currentPasswordLabel: 'Huidig wachtwoord',
  currentPasswordHint: 'Bevestig de wijziging met je wachtwoord om je account te beschermen.',
  submit: 'Opslaan',
} satisfies LocaleShape<typeof en>;
