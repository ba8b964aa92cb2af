import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Skift e-mail',
  emailLabel: 'Ny e-mail',
  currentPasswordLabel: 'Nuværende adgangskode',
  currentPasswordHint: 'For at beskytte din konto skal du bekræfte ændringen med din adgangskode.',
  submit: 'Gem',
} satisfies LocaleShape<typeof en>;
