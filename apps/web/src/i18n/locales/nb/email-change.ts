import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Endre e-post',
  emailLabel: 'Ny e-postadresse',
  currentPasswordLabel: 'Nåværende passord',
  currentPasswordHint: 'For å beskytte kontoen din må du bekrefte endringen med passordet ditt.',
  submit: 'Lagre',
  undoTitle: 'Angre endring av e-post',
  undoQuestion:
    'Vil du gjenopprette denne e-postadressen på kontoen din? Alle enheter blir logget ut.',
  undoSubmit: 'Angre endringen',
  undoDone:
    'E-postadressen din er gjenopprettet, og alle enheter er logget ut. Logg inn, og tilbakestill passordet hvis noen andre kjente det.',
  undoToLogin: 'Gå til innlogging',
} satisfies LocaleShape<typeof en>;
