import type { LocaleOverrides } from '#i18n/locale-shape.ts';
import type { LocaleResources } from '#i18n/locale-loaders.ts';

/** The second brand's Russian wording where it names the brand (spec §1); the rest is ru. */
export const ru = {
  common: {
    appName: 'Личный кабинет {{brand}}',
    footer: '© {{brand}}, {{year}}. Все права защищены.',
  },
} satisfies LocaleOverrides<LocaleResources>;
