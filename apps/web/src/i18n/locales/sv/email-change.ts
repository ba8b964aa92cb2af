import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Ändra e-post',
  emailLabel: 'Ny e-postadress',
  currentPasswordLabel: 'Nuvarande lösenord',
  currentPasswordHint: 'Bekräfta ändringen med ditt lösenord för att skydda ditt konto.',
  submit: 'Spara',
  undoTitle: 'Ångra ändring av e-post',
  undoQuestion: 'Vill du återställa den här e-postadressen på ditt konto? Alla enheter loggas ut.',
  undoSubmit: 'Ångra ändringen',
  undoDone:
    'Din e-postadress är återställd och alla enheter är utloggade. Logga in och återställ ditt lösenord om någon annan kände till det.',
  undoToLogin: 'Till inloggningen',
} satisfies LocaleShape<typeof en>;
