import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'E-mailadres wijzigen',
  emailLabel: 'Nieuw e-mailadres',
  submit: 'Opslaan',
} satisfies LocaleShape<typeof en>;
