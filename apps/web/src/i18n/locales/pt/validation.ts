import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'A palavra-passe deve ter entre 8 e 16 caracteres e pode conter letras, algarismos e/ou caracteres especiais.',
  passwordMismatch: 'As palavras-passe NÃO coincidem. Tente novamente.',
  passwordRequired: 'Introduza a sua palavra-passe.',
  invalidEmail: 'E-mail inválido',
  emailLength: 'O endereço de e-mail deve ter menos de 45 caracteres.',
  invalidPhone: 'Introduza um número de telemóvel válido',
  invalidMobileNumber: 'Número de telemóvel inválido, introduza-o novamente',
  areaCodeRequired: 'Tem de selecionar um indicativo.',
  phoneNotAvailable:
    'O início de sessão com telemóvel não está disponível na sua região. Utilize o seu e-mail ou ID do produto.',
  invalidAccountNoPhone: 'Introduza o seu e-mail ou ID do produto.',
  accountRequired: 'Introduza a sua conta.',
  invalidAccount:
    'Introduza um número de telemóvel com o indicativo do país (+…), um e-mail ou um ID do produto.',
  invalidCode: 'Código de verificação incorreto.',
  codeNotRequested: 'Peça primeiro o envio do código.',
  agreementRequired: 'Leia e aceite o Contrato de Utilizador e a Política de Privacidade.',
  invalidBirthDate: 'Escolha uma data de nascimento válida.',
  invalidCountry: 'Escolha um país ou região.',
} satisfies LocaleShape<typeof en>;
