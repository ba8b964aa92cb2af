import { koDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...koDocumentNames,
  agreement: '이용약관 및 개인정보 처리방침을 읽었으며 이에 동의합니다',
  readDocuments: '약관 보기',
  productServiceNotice: '당사 기기 및 연결 서비스의 이용에는 <link></link>이 적용됩니다.',
  close: '닫기',
  loadingDocument: '문서를 불러오는 중…',
  loadFailed: '문서를 불러오지 못했습니다.',
  retry: '다시 시도',
  documentMeta: '버전 {{version}}, {{date}}부터 시행',
  shownInLanguage: '이 문서는 사용 중인 언어로 제공되지 않아 {{language}} 버전으로 표시됩니다.',
  updatedTitle: '약관이 변경되었습니다',
  updatedIntro: '계정을 계속 사용하려면 다음 문서의 최신 버전을 읽고 동의해 주세요.',
  updatedVersion: '버전 {{version}}',
  accept: '동의',
  declineAndLogOut: '로그아웃',
  declineHint: '동의하지 않으면 로그아웃됩니다.',
  accepted: '감사합니다. 동의 내용이 기록되었습니다.',
  documentsTitle: '내 약관',
  documentAccepted: '동의함',
  documentNotAccepted: '아직 동의하지 않음',
} satisfies LocaleShape<typeof en>;
