import type { CodePurpose } from '@account-centre/contract';
import { messageLanguageOf, type MessageLanguage } from '#messaging/message-language.ts';
import type { CodeMessageInput } from '#messaging/mail-templates.ts';

interface SmsTexts {
  action: Record<CodePurpose, string>;
  body: (input: { brand: string; action: string; code: string; minutes: number }) => string;
}

/**
 * Short on purpose: with the default brand names every text fits one SMS segment (160 GSM-7
 * characters, or 70 for Chinese). The brand leads, as SMS senders and carriers expect; the code
 * comes early, so that phones offer to fill it in.
 */
const texts: Record<MessageLanguage, SmsTexts> = {
  en: {
    action: {
      register: 'create your account',
      login: 'sign in',
      reset: 'reset your password',
      'change-email': 'change your e-mail',
      'double-check': 'confirm your sign-in',
    },
    body: ({ brand, action, code, minutes }) =>
      `${brand}: your code is ${code}, to ${action}. Valid ${minutes} min. Never share it.`,
  },
  zh: {
    action: {
      register: '注册账号',
      login: '登录',
      reset: '重置密码',
      'change-email': '更换邮箱',
      'double-check': '确认本人登录',
    },
    body: ({ brand, action, code, minutes }) =>
      `【${brand}】验证码${code}，用于${action}，${minutes}分钟内有效，请勿泄露给他人。`,
  },
};

/** The text of a verification-code SMS. */
export function renderCodeSms(input: CodeMessageInput): string {
  const t = texts[messageLanguageOf(input.language)];
  return t.body({
    brand: input.brandName,
    action: t.action[input.purpose],
    code: input.code,
    minutes: Math.max(1, Math.round(input.ttlSeconds / 60)),
  });
}
