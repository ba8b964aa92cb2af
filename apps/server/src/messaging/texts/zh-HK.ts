import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Traditional Chinese (Hong Kong). */
export const zhHK: MessageTexts = {
  codeEmail: {
    subject: (brand) => `你的 ${brand} 驗證碼`,
    action: {
      register: '註冊帳戶',
      login: '登入',
      reset: '重設密碼',
      'change-email': '更改電郵地址',
      'double-check': '確認本人登入',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `你用於${action}的 ${brand} 驗證碼為 ${code}。`,
        `驗證碼於 ${validity}內有效，只可使用一次。`,
        '如你並未提出此要求，請忽略本電郵；切勿向任何人透露驗證碼。',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `你的 ${brand} 帳戶電郵地址已更改`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `你的 ${brand} 帳戶電郵地址已更改為 ${newEmail}。`,
        '日後與帳戶相關的驗證碼及通知將發送至新電郵地址。',
        `如非你本人操作，請在${validity}內開啟 ${undoUrl}：此電郵地址將會恢復，所有裝置亦會登出。然後請重設密碼。`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `您的${brand}帳戶密碼已更改`,
    body: ({ brand, resetUrl }) =>
      [
        `您的${brand}帳戶密碼剛剛已被更改。`,
        `如屬本人操作，毋須處理。`,
        `如非本人操作，請立即前往 ${resetUrl} 重設密碼，所有裝置將隨之登出。`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) => `${brand}：您的密碼已更改。如非本人操作，請立即重設：${resetUrl}`,
  },
  sms: {
    action: {
      register: '註冊帳戶',
      login: '登入',
      reset: '重設密碼',
      'change-email': '更改電郵',
      'double-check': '確認本人登入',
    },
    body: ({ brand, action, code, validity }) =>
      `【${brand}】驗證碼：${code}，用於${action}，${validity}內有效。切勿向他人透露。`,
  },
  providerPages: {
    logoutTitle: '登出',
    logoutQuestion: ({ app, brand }) => `${app} 要求將你從 ${brand} 帳戶登出。`,
    logoutConfirm: '確認登出',
    logoutCancel: '保持登入',
    signedOutTitle: '已登出',
    signedOutText: (brand) => `你已登出 ${brand} 帳戶。`,
    errorTitle: '無法登入',
    errorText: '未能完成該應用程式的請求。請返回應用程式再試一次，或在此登入。',
    errorCode: '錯誤代碼',
    toLogin: '繼續一般登入',
    signingOutTitle: '登出',
    signingOutText: (brand) => `你未在此登入 ${brand} 帳戶。請繼續以完成登出。`,
    continue: '繼續',
    languageLabel: '語言',
    languageChange: '更改',
    footer: ({ year, brand }) => `© ${year} ${brand} 版權所有，不得轉載。`,
  },
};
