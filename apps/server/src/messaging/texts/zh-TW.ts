import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Traditional Chinese (Taiwan). */
export const zhTW: MessageTexts = {
  codeEmail: {
    subject: (brand) => `您的 ${brand} 驗證碼`,
    action: {
      register: '註冊帳號',
      login: '登入',
      reset: '重設密碼',
      'change-email': '變更電子郵件地址',
      'double-check': '確認本人登入',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `您用於${action}的 ${brand} 驗證碼為 ${code}。`,
        `驗證碼於 ${validity}內有效，且僅能使用一次。`,
        '如非本人操作，請忽略此郵件；請勿將驗證碼透露給任何人。',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `您的 ${brand} 帳號電子郵件地址已變更`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `您的 ${brand} 帳號電子郵件地址已變更為 ${newEmail}。`,
        '日後帳號相關的驗證碼及通知將寄送至新的電子郵件地址。',
        `如非本人操作，請在${validity}內開啟 ${undoUrl}：此電子郵件地址將會恢復，所有裝置也會登出。之後請重設密碼。`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `您的${brand}帳號密碼已變更`,
    body: ({ brand, resetUrl }) =>
      [
        `您的${brand}帳號密碼剛剛已被變更。`,
        `如為本人操作，無須處理。`,
        `如非本人操作，請立即前往 ${resetUrl} 重設密碼，所有裝置將隨之登出。`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) => `${brand}：您的密碼已變更。如非本人操作，請立即重設：${resetUrl}`,
  },
  sms: {
    action: {
      register: '註冊帳號',
      login: '登入',
      reset: '重設密碼',
      'change-email': '變更電子郵件',
      'double-check': '確認本人登入',
    },
    body: ({ brand, action, code, validity }) =>
      `【${brand}】驗證碼${code}，用於${action}，${validity}內有效，請勿透露給他人。`,
  },
  providerPages: {
    logoutTitle: '登出',
    logoutQuestion: ({ app, brand }) => `${app} 要求將您從 ${brand} 帳號登出。`,
    logoutConfirm: '確認登出',
    logoutCancel: '保持登入',
    signedOutTitle: '已登出',
    signedOutText: (brand) => `您已登出 ${brand} 帳號。`,
    errorTitle: '無法登入',
    errorText: '無法完成該應用程式的請求。請返回應用程式重試，或在此登入。',
    errorCode: '錯誤代碼',
    toLogin: '繼續一般登入',
    signingOutTitle: '登出',
    signingOutText: (brand) => `您未在此登入 ${brand} 帳號。請繼續以完成登出。`,
    continue: '繼續',
    languageLabel: '語言',
    languageChange: '變更',
    footer: ({ year, brand }) => `© ${year} ${brand} 版權所有。`,
  },
};
