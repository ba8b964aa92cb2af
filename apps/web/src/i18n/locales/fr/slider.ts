import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Faites glisser pour vérifier',
  hint: "Faites glisser le curseur jusqu'à l'encoche, ou touchez l'encoche. Au clavier : flèches jusqu'à la cible, puis Entrée.",
  valueText: '{{value}} sur 100, cible {{target}}',
  loading: 'Chargement de la vérification…',
  unavailable: "La vérification n'a pas pu être chargée.",
  retry: 'Réessayer',
  verifying: 'Vérification…',
  verified: 'Vérifié',
  failed: 'Position incorrecte. Veuillez faire glisser à nouveau.',
  lost: "La vérification n'a pas pu aboutir. Veuillez faire glisser à nouveau.",
  expired: 'La vérification a expiré. Veuillez faire glisser à nouveau.',
  used: "Veuillez faire glisser à nouveau pour passer à l'étape suivante.",
  required: 'Veuillez effectuer la vérification par glissement.',
} satisfies LocaleShape<typeof en>;
