import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Ändra e-post',
  emailLabel: 'Ny e-postadress',
  currentPasswordLabel: 'Nuvarande lösenord',
  currentPasswordHint: 'Bekräfta ändringen med ditt lösenord för att skydda ditt konto.',
  submit: 'Spara',
} satisfies LocaleShape<typeof en>;
