import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Schuif om te verifiëren',
  hint: 'Sleep de schuifknop naar de opening of tik op de opening. Met het toetsenbord: pijltoetsen naar het doel, daarna Enter.',
  valueText: '{{value}} van 100, doel {{target}}',
  loading: 'Controle laden…',
  unavailable: 'De controle kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  verifying: 'Verifiëren…',
  verified: 'Geverifieerd',
  failed: 'Dat klopte niet. Schuif opnieuw.',
  lost: 'De controle kon niet worden voltooid. Schuif opnieuw.',
  expired: 'De verificatie is verlopen. Schuif opnieuw.',
  used: 'Schuif opnieuw voor de volgende stap.',
  required: 'Voltooi de schuifverificatie.',
} satisfies LocaleShape<typeof en>;
