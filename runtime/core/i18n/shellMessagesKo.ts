/**
 * The Korean messages of the console's frame around the screens (the user menu, 화면 설정, 내 정보):
 * part of the message catalogue, kept apart so that the login page, which has none of them, does not
 * carry them. `i18n.messages` overrides them like any other.
 */
export const SHELL_MESSAGES_KO = {
  'layout.userMenu': '{name} 사용자 메뉴',
  'layout.myAccount': '내 정보',
  'layout.changePassword': '비밀번호 변경',
  'layout.settings': '화면 설정',
  'settings.title': '화면 설정',
  'settings.note': '이 브라우저에 {name}님의 설정으로 저장됩니다.',
  'settings.density': '화면 밀도',
  'settings.densityCompact': '좁게',
  'settings.densityComfortable': '넓게',
  'settings.colour': '테마 색상',
  'settings.colourDefault': '기본',
  'settings.menuCollapsed': '메뉴 접기',
  'settings.menuCollapsedHint': '너비 960px 이상의 화면에서 왼쪽 메뉴를 접어 둡니다.',
  'settings.tabs': '탭으로 화면 열기',
  'settings.tabsHint': '화면을 다시 불러오면 적용됩니다.',
  'settings.reload': '다시 불러오기',
  'settings.reset': '기본값으로',
  'config.account': '내 정보',
  'config.userId': '아이디',
  'config.userName': '이름',
  'config.role': '역할',
  'config.email': '이메일',
  'config.mobile': '휴대폰',
  'config.secondFactor': '2단계 인증',
  'config.secondFactorOn': '사용 (인증번호)',
  'config.secondFactorOff': '사용 안 함',
  'config.pwdChanged': '비밀번호 변경일',
  'config.pwdDue': '변경 권장일',
  'config.lastLogin': '이전 로그인',
  'config.lastLoginAt': '{at} ({ip})',
  'config.none': '없음',
  'config.failedSinceLast':
    '이전 로그인 이후 로그인 실패가 {count}회 있었습니다. 본인이 아니라면 비밀번호를 변경해주세요.',
} as const;

/** A key of SHELL_MESSAGES_KO. */
export type ShellMessageKey = keyof typeof SHELL_MESSAGES_KO;
