import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Registo',
  modeLabel: 'Método de registo',
  emailMode: 'E-mail',
  phoneMode: 'Telemóvel',
  emailLabel: 'E-mail',
  phoneLabel: 'Número de telemóvel',
  codeLabel: 'Código de verificação',
  passwordLabel: 'Palavra-passe',
  confirmPasswordLabel: 'Confirmar palavra-passe',
  countryLabel: 'País/Região',
  birthDateLegend: 'Data de nascimento',
  yearLabel: 'Ano',
  monthLabel: 'Mês',
  dayLabel: 'Dia',
  submit: 'Registar',
  loginLink: 'Já tem conta? Inicie sessão',
  logInNow: 'Iniciar sessão agora',
  succeeded: 'Registo concluído',
} satisfies LocaleShape<typeof en>;
