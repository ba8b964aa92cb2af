import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Endre e-post',
  emailLabel: 'Ny e-postadresse',
  submit: 'Lagre',
} satisfies LocaleShape<typeof en>;
