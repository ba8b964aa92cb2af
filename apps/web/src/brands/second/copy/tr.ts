import type { LocaleOverrides } from '#i18n/locale-shape.ts';
import type { LocaleResources } from '#i18n/locale-loaders.ts';

/** The second brand's Turkish wording where it names the brand (spec §1); the rest is tr. */
export const tr = {
  common: {
    appName: '{{brand}} Hesabım',
    footer: '© {{year}} {{brand}}. Her hakkı saklıdır.',
  },
} satisfies LocaleOverrides<LocaleResources>;
