import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Deslize para verificar',
  hint: 'Arraste o controlo até ao espaço vazio ou toque no espaço. Com o teclado: use as teclas de seta para chegar ao alvo e prima Enter.',
  valueText: '{{value}} de 100, alvo {{target}}',
  loading: 'A carregar a verificação…',
  unavailable: 'Não foi possível carregar a verificação.',
  retry: 'Tentar novamente',
  verifying: 'A verificar…',
  verified: 'Verificado',
  failed: 'Não corresponde. Deslize novamente.',
  lost: 'Não foi possível concluir a verificação. Deslize novamente.',
  expired: 'A verificação expirou. Deslize novamente.',
  used: 'Deslize novamente para o passo seguinte.',
  required: 'Conclua a verificação por deslize.',
} satisfies LocaleShape<typeof en>;
