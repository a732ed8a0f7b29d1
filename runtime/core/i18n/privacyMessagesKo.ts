/**
 * The Korean messages of personal data in the screens (a download's reason, 원문 보기): part of the
 * message catalogue, kept apart so that only the screens that use them carry them (the login page
 * does not). `i18n.messages` overrides them like any other.
 */
export const PRIVACY_MESSAGES_KO = {
  'dialog.reasonLabel': '사유',
  'dialog.reasonPlaceholder': '사유를 선택하세요',
  'dialog.reasonWords': '상세 사유',
  'dialog.reasonWordsHint': '기타를 고르면 2자 이상 적어주세요.',
  'dialog.reasonRequired': '사유를 선택해주세요.',
  'dialog.reasonWordsRequired': '기타 사유를 2자 이상 입력해주세요.',
  'dialog.revealCountdown': '{seconds}초 후 다시 가려집니다.',
  'privacy.downloadTitle': '다운로드 사유',
  'privacy.downloadReason':
    '개인정보가 담긴 파일입니다. 다운로드 사유를 선택해주세요. 파일에 다운로드한 사람과 사유가 함께 기록됩니다.',
  'privacy.unmaskTitle': '원문 보기',
  'privacy.unmaskReason': '가려진 개인정보를 원문으로 봅니다. 사유를 선택해주세요. 조회한 기록이 남습니다.',
  'privacy.revealMessage': '조회 기록이 남았습니다.',
  'privacy.notPersonal': '이 목록에는 원문으로 볼 개인정보가 없습니다.',
} as const;

export type PrivacyMessageKey = keyof typeof PRIVACY_MESSAGES_KO;
