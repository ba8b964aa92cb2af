import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Endre e-post',
  emailLabel: 'Ny e-postadresse',
  currentPasswordLabel: 'Nåværende passord',
  currentPasswordHint: 'For å beskytte kontoen din må du bekrefte endringen med passordet ditt.',
  submit: 'Lagre',
} satisfies LocaleShape<typeof en>;
