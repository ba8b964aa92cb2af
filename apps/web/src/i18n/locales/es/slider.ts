import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Desliza para verificar',
  hint: 'Arrastra el control hasta el hueco o toca el hueco. Con el teclado: usa las flechas hasta el objetivo y pulsa Intro.',
  valueText: '{{value}} de 100, objetivo {{target}}',
  loading: 'Cargando la verificación…',
  unavailable: 'No se ha podido cargar la verificación.',
  retry: 'Reintentar',
  verifying: 'Verificando…',
  verified: 'Verificado',
  failed: 'No coincide. Vuelve a deslizar.',
  lost: 'No se ha podido completar la verificación. Vuelve a deslizar.',
  expired: 'La verificación ha caducado. Vuelve a deslizar.',
  used: 'Vuelve a deslizar para continuar con el siguiente paso.',
  required: 'Completa la verificación deslizante.',
} satisfies LocaleShape<typeof en>;
