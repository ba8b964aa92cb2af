import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Dra för att verifiera',
  hint: 'Dra reglaget till luckan eller tryck på luckan. Med tangentbord: använd piltangenterna för att nå målet och tryck sedan på Enter.',
  valueText: '{{value}} av 100, mål {{target}}',
  loading: 'Läser in kontrollen…',
  unavailable: 'Kontrollen kunde inte läsas in.',
  retry: 'Försök igen',
  verifying: 'Verifierar…',
  verified: 'Verifierad',
  failed: 'Det stämde inte. Dra igen.',
  lost: 'Kontrollen kunde inte slutföras. Dra igen.',
  expired: 'Verifieringen har gått ut. Dra igen.',
  used: 'Dra igen för att gå vidare till nästa steg.',
  required: 'Slutför verifieringen med reglaget.',
} satisfies LocaleShape<typeof en>;
