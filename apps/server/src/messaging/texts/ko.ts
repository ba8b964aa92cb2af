import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Korean. */
export const ko: MessageTexts = {
  codeEmail: {
    subject: (brand) => `${brand} 인증번호 안내`,
    action: {
      register: '회원가입',
      login: '로그인',
      reset: '비밀번호 재설정',
      'change-email': '이메일 변경',
      'double-check': '로그인 본인 확인',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `${brand} ${action} 인증번호는 ${code}입니다.`,
        `인증번호는 ${validity} 동안 유효하며 한 번만 사용할 수 있습니다.`,
        '본인이 요청하지 않았다면 이 메일을 무시해 주세요. 인증번호는 누구에게도 알려 주지 마세요.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `${brand} 계정의 이메일 주소가 변경되었습니다`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `${brand} 계정의 이메일 주소가 변경되었습니다. 새 이메일 주소: ${newEmail}`,
        '앞으로 계정 관련 인증번호와 안내는 새 주소로 발송됩니다.',
        `본인이 변경하지 않았다면 ${validity} 안에 ${undoUrl}을(를) 여세요. 이 주소가 복원되고 모든 기기에서 로그아웃됩니다. 그런 다음 비밀번호를 재설정해 주세요.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `${brand} 비밀번호가 변경되었습니다`,
    body: ({ brand, resetUrl }) =>
      [
        `${brand} 계정의 비밀번호가 방금 변경되었습니다.`,
        `본인이 변경한 경우 별도로 조치할 필요가 없습니다.`,
        `본인이 아니라면 즉시 ${resetUrl}에서 비밀번호를 재설정하세요. 모든 기기에서 로그아웃됩니다.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: 비밀번호가 변경되었습니다. 본인이 아니면 재설정: ${resetUrl}`,
  },
  sms: {
    action: {
      register: '회원가입',
      login: '로그인',
      reset: '비밀번호 재설정',
      'change-email': '이메일 변경',
      'double-check': '로그인 확인',
    },
    body: ({ brand, action, code, validity }) =>
      `[${brand}] ${action} 인증번호 [${code}] ${validity} 동안 유효합니다. 타인에게 절대 알려주지 마세요.`,
  },
  providerPages: {
    logoutTitle: '로그아웃',
    logoutQuestion: ({ app, brand }) => `${app}에서 ${brand} 계정 로그아웃을 요청합니다.`,
    logoutConfirm: '로그아웃하기',
    logoutCancel: '로그인 상태 유지',
    signedOutTitle: '로그아웃됨',
    signedOutText: (brand) => `${brand} 계정에서 로그아웃되었습니다.`,
    errorTitle: '로그인할 수 없음',
    errorText:
      '앱의 요청을 완료할 수 없습니다. 앱으로 돌아가 다시 시도하거나 여기에서 로그인하세요.',
    errorCode: '오류 코드',
    toLogin: '일반 로그인으로 계속',
    signingOutTitle: '로그아웃',
    signingOutText: (brand) =>
      `여기에서는 ${brand} 계정에 로그인되어 있지 않습니다. 계속하여 로그아웃을 완료하세요.`,
    continue: '계속',
    languageLabel: '언어',
    languageChange: '변경',
    footer: ({ year, brand }) => `© ${year} ${brand}. 모든 권리 보유.`,
  },
};
