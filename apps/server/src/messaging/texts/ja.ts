import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Japanese. */
export const ja: MessageTexts = {
  codeEmail: {
    subject: (brand) => `${brand} 認証コードのお知らせ`,
    action: {
      register: 'アカウント作成',
      login: 'ログイン',
      reset: 'パスワード再設定',
      'change-email': 'メールアドレス変更',
      'double-check': 'ログイン時の本人確認',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `${brand} の${action}用の認証コードは ${code} です。`,
        `有効期限は${validity}で、1回のみご利用いただけます。`,
        'お心当たりのない場合は、このメールを破棄してください。認証コードは誰にも教えないでください。',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `${brand} アカウントのメールアドレスが変更されました`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `${brand} アカウントのメールアドレスが ${newEmail} に変更されました。`,
        '今後、アカウントに関する認証コードやお知らせは新しいアドレスに送信されます。',
        `お心当たりのない場合は、${validity}以内に ${undoUrl} を開いてください。このアドレスが元に戻り、すべての端末からログアウトされます。その後、パスワードを再設定してください。`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `${brand}のパスワードが変更されました`,
    body: ({ brand, resetUrl }) =>
      [
        `${brand}アカウントのパスワードが変更されました。`,
        `ご本人による変更であれば、対応は不要です。`,
        `お心当たりがない場合は、すぐに ${resetUrl} でパスワードを再設定してください。すべての端末からログアウトされます。`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}：パスワードが変更されました。心当たりがない場合は再設定を：${resetUrl}`,
  },
  sms: {
    action: {
      register: 'アカウント作成',
      login: 'ログイン',
      reset: 'パスワード再設定',
      'change-email': 'メールアドレス変更',
      'double-check': 'ログイン時の本人確認',
    },
    body: ({ brand, action, code, validityShort }) =>
      `【${brand}】認証コード：${code}（${action}用）。有効期限${validityShort}。誰にも教えないでください。`,
  },
  providerPages: {
    logoutTitle: 'サインアウト',
    logoutQuestion: ({ app, brand }) =>
      `${app} が ${brand} アカウントからのサインアウトを求めています。`,
    logoutConfirm: 'サインアウトする',
    logoutCancel: 'サインインしたままにする',
    signedOutTitle: 'サインアウトしました',
    signedOutText: (brand) => `${brand} アカウントからサインアウトしました。`,
    errorTitle: 'ログインできません',
    errorText:
      'アプリからのリクエストを完了できませんでした。アプリに戻ってもう一度お試しいただくか、こちらからログインしてください。',
    errorCode: 'エラーコード',
    toLogin: '通常のログインへ進む',
    signingOutTitle: 'サインアウト',
    signingOutText: (brand) =>
      `ここでは ${brand} アカウントにサインインしていません。続行してサインアウトを完了してください。`,
    continue: '続行',
    languageLabel: '言語',
    languageChange: '変更',
    footer: ({ year, brand }) => `© ${year} ${brand}. 無断複製・転載を禁じます。`,
  },
};
