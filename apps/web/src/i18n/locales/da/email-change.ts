import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Skift e-mail',
  emailLabel: 'Ny e-mail',
  currentPasswordLabel: 'Nuværende adgangskode',
  currentPasswordHint: 'For at beskytte din konto skal du bekræfte ændringen med din adgangskode.',
  submit: 'Gem',
  undoTitle: 'Fortryd ændring af e-mail',
  undoQuestion: 'Vil du gendanne denne e-mailadresse på din konto? Alle enheder bliver logget ud.',
  undoSubmit: 'Fortryd ændringen',
  undoDone:
    'Din e-mailadresse er gendannet, og alle enheder er logget ud. Log ind, og nulstil din adgangskode, hvis en anden kendte den.',
  undoToLogin: 'Gå til login',
} satisfies LocaleShape<typeof en>;
