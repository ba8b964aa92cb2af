import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Skyv for å bekrefte',
  hint: 'Dra håndtaket inn i åpningen, eller trykk på åpningen. Med tastatur: bruk piltastene til du når målet, og trykk deretter på Enter.',
  valueText: '{{value}} av 100, mål {{target}}',
  loading: 'Laster inn kontrollen…',
  unavailable: 'Kontrollen kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  verifying: 'Bekrefter…',
  verified: 'Bekreftet',
  failed: 'Det stemte ikke. Skyv på nytt.',
  lost: 'Kontrollen kunne ikke fullføres. Skyv på nytt.',
  expired: 'Bekreftelsen er utløpt. Skyv på nytt.',
  used: 'Skyv på nytt for å gå til neste trinn.',
  required: 'Fullfør bekreftelsen med glidebryteren.',
} satisfies LocaleShape<typeof en>;
