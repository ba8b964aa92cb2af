import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Scorri per verificare',
  hint: 'Trascina il cursore nello spazio vuoto oppure tocca lo spazio vuoto. Da tastiera: usa le frecce fino al punto indicato, poi premi Invio.',
  valueText: '{{value}} su 100, obiettivo {{target}}',
  loading: 'Caricamento della verifica…',
  unavailable: 'Impossibile caricare la verifica.',
  retry: 'Riprova',
  verifying: 'Verifica in corso…',
  verified: 'Verificato',
  failed: 'Posizione non corretta. Scorri di nuovo.',
  lost: 'Impossibile completare la verifica. Scorri di nuovo.',
  expired: 'La verifica è scaduta. Scorri di nuovo.',
  used: 'Scorri di nuovo per il passaggio successivo.',
  required: 'Completa la verifica a scorrimento.',
} satisfies LocaleShape<typeof en>;
