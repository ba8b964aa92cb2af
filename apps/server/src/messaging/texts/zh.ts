import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Simplified Chinese. */
export const zh: MessageTexts = {
  codeEmail: {
    subject: (brand) => `您的${brand}验证码`,
    action: {
      register: '注册账号',
      login: '登录',
      reset: '重置密码',
      'change-email': '更换邮箱',
      'double-check': '确认本人登录',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `您用于${action}的${brand}验证码是 ${code}。`,
        `验证码 ${validity}内有效，仅可使用一次。`,
        '如非本人操作，请忽略本邮件；请勿将验证码告诉任何人。',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `您的${brand}账号邮箱已更换`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `您的${brand}账号邮箱已更换为 ${newEmail}。`,
        '此后验证码及账号相关邮件将发送至新邮箱。',
        `如非本人操作，请在${validity}内打开 ${undoUrl}：此邮箱将被恢复，所有设备都会退出登录。之后请重置密码。`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `您的${brand}账号密码已修改`,
    body: ({ brand, resetUrl }) =>
      [
        `您的${brand}账号密码刚刚已被修改。`,
        `如为本人操作，无需处理。`,
        `如非本人操作，请立即前往 ${resetUrl} 重置密码，所有设备将随之退出登录。`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) => `${brand}：您的密码已修改。如非本人操作，请立即重置：${resetUrl}`,
  },
  sms: {
    action: {
      register: '注册账号',
      login: '登录',
      reset: '重置密码',
      'change-email': '更换邮箱',
      'double-check': '确认本人登录',
    },
    body: ({ brand, action, code, validity }) =>
      `【${brand}】验证码${code}，用于${action}，${validity}内有效，请勿泄露给他人。`,
  },
  providerPages: {
    logoutTitle: '退出登录',
    logoutQuestion: ({ app, brand }) => `${app} 请求将您从 ${brand} 账号退出登录。`,
    logoutConfirm: '确认退出',
    logoutCancel: '保持登录',
    signedOutTitle: '已退出登录',
    signedOutText: (brand) => `您已退出 ${brand} 账号。`,
    errorTitle: '无法登录',
    errorText: '无法完成该应用的请求。请返回应用重试，或在此登录。',
    errorCode: '错误代码',
    toLogin: '继续普通登录',
    signingOutTitle: '退出登录',
    signingOutText: (brand) => `您未在此登录 ${brand} 账号。请继续以完成退出。`,
    continue: '继续',
    languageLabel: '语言',
    languageChange: '更改',
    footer: ({ year, brand }) => `© ${year} ${brand} 版权所有。`,
  },
};
