import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Vaihda sähköposti',
  emailLabel: 'Uusi sähköposti',
  currentPasswordLabel: 'Nykyinen salasana',
  currentPasswordHint: 'Suojaa tilisi vahvistamalla muutos salasanallasi.',
  submit: 'Tallenna',
} satisfies LocaleShape<typeof en>;
