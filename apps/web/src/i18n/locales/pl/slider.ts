import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Przesuń, aby zweryfikować',
  hint: 'Przeciągnij uchwyt do wycięcia lub dotknij wycięcia. Z klawiatury: klawiszami strzałek do celu, a potem Enter.',
  valueText: '{{value}} z 100, cel {{target}}',
  loading: 'Ładowanie weryfikacji…',
  unavailable: 'Nie udało się załadować weryfikacji.',
  retry: 'Spróbuj ponownie',
  verifying: 'Weryfikowanie…',
  verified: 'Zweryfikowano',
  failed: 'Nie pasuje. Przesuń suwak ponownie.',
  lost: 'Nie udało się dokończyć weryfikacji. Przesuń suwak ponownie.',
  expired: 'Weryfikacja wygasła. Przesuń suwak ponownie.',
  used: 'Przesuń suwak ponownie, aby przejść do następnego kroku.',
  required: 'Dokończ weryfikację suwakiem.',
} satisfies LocaleShape<typeof en>;
