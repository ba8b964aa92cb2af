import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Træk for at bekræfte',
  hint: 'Træk håndtaget ind i hullet, eller tryk på hullet. Med tastatur: Brug piletasterne til at nå målet, og tryk derefter på Enter.',
  valueText: '{{value}} af 100, mål {{target}}',
  loading: 'Indlæser kontrollen…',
  unavailable: 'Kontrollen kunne ikke indlæses.',
  retry: 'Prøv igen',
  verifying: 'Bekræfter…',
  verified: 'Bekræftet',
  failed: 'Det passede ikke. Træk igen.',
  lost: 'Kontrollen kunne ikke gennemføres. Træk igen.',
  expired: 'Bekræftelsen er udløbet. Træk igen.',
  used: 'Træk igen for at gå videre til næste trin.',
  required: 'Gennemfør bekræftelsen med skyderen.',
} satisfies LocaleShape<typeof en>;
