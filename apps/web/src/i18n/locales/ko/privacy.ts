import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: '내 데이터 다운로드',
  exportText:
    '계정에 보관된 모든 정보의 사본: 프로필, 로그인 식별자, 동의한 약관, 기기, 활동, 패스키, 접근을 허용한 앱. 하루 최대 5회 다운로드할 수 있습니다.',
  exportJson: '데이터 파일(JSON)',
  exportJsonDetail: '기계가 읽을 수 있는 형식으로, 데이터를 다른 서비스로 옮길 때 사용',
  exportHtml: '읽기용 페이지(HTML)',
  exportHtmlDetail: '사용 중인 언어로, 모든 브라우저에서 열림',
  download: '다운로드',
  downloadLabel: '다운로드: {{format}}',
  exportDone: '데이터를 다운로드했습니다.',
  proofTitle: '본인 확인',
  proofText: '비밀번호 또는 인증 앱의 코드를 입력하세요.',
  proofLabel: '비밀번호 또는 인증 코드',
  proofMissing: '비밀번호 또는 코드를 입력하세요.',
  proofPasskey: '대신 패스키 사용',
  confirm: '확인',
  cancel: '취소',
  deleteTitle: '계정 삭제',
  deleteText:
    '계정이 즉시 비활성화됩니다. 모든 기기에서 로그아웃되고, 로그인했던 앱은 접근 권한을 잃으며, 누구도 이 계정으로 로그인할 수 없습니다.',
  deleteGrace:
    '유예 기간이 지나면 완전히 삭제됩니다. 그 전까지는 연락처로 보내 드리는 알림의 링크로 계정을 유지할 수 있습니다.',
  deleteStart: '계정 삭제…',
  confirmLabel: '확인하려면 {{account}}을(를) 입력하세요',
  confirmMissing: '{{account}}을(를) 표시된 그대로 입력하세요.',
  deleteSubmit: '내 계정 삭제',
  deletedTitle: '계정이 삭제됨',
  deletedText: '계정이 삭제되었고 로그아웃되었습니다.',
  deletedWhen: '{{date}}에 완전히 삭제됩니다. 유지하려면 그 전에 보내 드린 알림의 링크를 여세요.',
  cancelTitle: '계정 유지',
  cancelQuestion: '계정 삭제를 취소할까요? 계정이 다시 활성화되고 로그인할 수 있습니다.',
  cancelSubmit: '내 계정 유지',
  cancelDone: '삭제가 취소되었습니다. 계정이 다시 활성화되었습니다. 로그인하여 사용하세요.',
  cancelInvalid:
    '이 링크는 더 이상 사용할 수 없습니다. 이미 사용되었거나 만료되었습니다. 완전히 삭제된 계정은 복구할 수 없습니다.',
  toLogin: '로그인으로 이동',
} satisfies LocaleShape<typeof en>;
