import type { CodePurpose } from '@account-centre/contract';
import { messageLanguageOf, type MessageLanguage } from '#messaging/message-language.ts';

interface Texts {
  subject: (brand: string) => string;
  action: Record<CodePurpose, string>;
  body: (input: { brand: string; action: string; code: string; minutes: number }) => string;
}

const texts: Record<MessageLanguage, Texts> = {
  en: {
    subject: (brand) => `Your ${brand} verification code`,
    action: {
      register: 'create your account',
      login: 'sign in',
      reset: 'reset your password',
      'change-email': 'change your e-mail address',
      'double-check': 'confirm it is you signing in',
    },
    body: ({ brand, action, code, minutes }) =>
      [
        `Your ${brand} verification code to ${action} is ${code}.`,
        `It is valid for ${minutes} minutes and can be used once.`,
        'If you did not ask for it, ignore this message; never share the code with anyone.',
      ].join('\n'),
  },
  zh: {
    subject: (brand) => `您的${brand}验证码`,
    action: {
      register: '注册账号',
      login: '登录',
      reset: '重置密码',
      'change-email': '更换邮箱',
      'double-check': '确认本人登录',
    },
    body: ({ brand, action, code, minutes }) =>
      [
        `您用于${action}的${brand}验证码是 ${code}。`,
        `验证码 ${minutes} 分钟内有效，仅可使用一次。`,
        '如非本人操作，请忽略本邮件；请勿将验证码告诉任何人。',
      ].join('\n'),
  },
};

export interface CodeMessageInput {
  purpose: CodePurpose;
  code: string;
  /** The request's language tag; English when absent or without its own text. */
  language: string | undefined;
  brandName: string;
  ttlSeconds: number;
}

/** Subject and plain text of a verification-code e-mail. */
export function renderCodeEmail(input: CodeMessageInput): { subject: string; text: string } {
  const t = texts[messageLanguageOf(input.language)];
  return {
    subject: t.subject(input.brandName),
    text: t.body({
      brand: input.brandName,
      action: t.action[input.purpose],
      code: input.code,
      minutes: Math.max(1, Math.round(input.ttlSeconds / 60)),
    }),
  };
}

interface NoticeTexts {
  subject: (brand: string) => string;
  body: (input: { brand: string; newEmail: string }) => string;
}

const emailChangedTexts: Record<MessageLanguage, NoticeTexts> = {
  en: {
    subject: (brand) => `Your ${brand} e-mail address was changed`,
    body: ({ brand, newEmail }) =>
      [
        `The e-mail address of your ${brand} account was changed to ${newEmail}.`,
        'Codes and messages about your account now go to the new address.',
        'If this was not you, reset your password at once.',
      ].join('\n'),
  },
  zh: {
    subject: (brand) => `您的${brand}账号邮箱已更换`,
    body: ({ brand, newEmail }) =>
      [
        `您的${brand}账号邮箱已更换为 ${newEmail}。`,
        '此后验证码及账号相关邮件将发送至新邮箱。',
        '如非本人操作，请立即重置密码。',
      ].join('\n'),
  },
};

export interface EmailChangedNoticeInput {
  /** The new address, masked: the notice goes to the old mailbox, which may not be the user's any more. */
  newEmailMasked: string;
  language: string | undefined;
  brandName: string;
}

/** Subject and plain text of the notice sent to the old address after an e-mail change. */
export function renderEmailChangedNotice(input: EmailChangedNoticeInput): {
  subject: string;
  text: string;
} {
  const t = emailChangedTexts[messageLanguageOf(input.language)];
  return {
    subject: t.subject(input.brandName),
    text: t.body({ brand: input.brandName, newEmail: input.newEmailMasked }),
  };
}
