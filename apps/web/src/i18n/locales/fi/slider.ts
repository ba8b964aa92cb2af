import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: "Vahvista liu'uttamalla",
  hint: 'Vedä liukusäädin aukkoon tai napauta aukkoa. Näppäimistöllä: siirry kohteeseen nuolinäppäimillä ja paina sitten Enter-näppäintä.',
  valueText: '{{value}}/100, kohde {{target}}',
  loading: 'Ladataan tarkistusta…',
  unavailable: 'Tarkistusta ei voitu ladata.',
  retry: 'Yritä uudelleen',
  verifying: 'Vahvistetaan…',
  verified: 'Vahvistettu',
  failed: "Ei osunut kohdalleen. Liu'uta uudelleen.",
  lost: "Tarkistusta ei voitu suorittaa loppuun. Liu'uta uudelleen.",
  expired: "Vahvistus on vanhentunut. Liu'uta uudelleen.",
  used: "Liu'uta uudelleen seuraavaa vaihetta varten.",
  required: 'Suorita liukuvahvistus loppuun.',
} satisfies LocaleShape<typeof en>;
