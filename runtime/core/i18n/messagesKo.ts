/**
 * The Korean message catalogue: every user-facing sentence the runtime shows. `i18n.messages` in
 * the config overrides entries by key. `{name}` marks a substitution.
 */
export const MESSAGES_KO = {
  'app.skipToContent': '본문 바로가기',
  'app.loading': '불러오는 중입니다.',
  'layout.logout': '로그아웃',
  'layout.login': '로그인',
  'layout.menu': '메뉴',
  'layout.menuToggle': '메뉴 열기/닫기',
  'layout.footer': '© 관리 콘솔. 무단 사용을 금합니다.',
  'layout.side.heading': '메뉴',
  'layout.side.heading.customer': '고객센터',
  'layout.side.heading.mp': '마이페이지',
  'layout.config': '환경설정',
  'layout.topMenu': '주 메뉴',
  'menu.tree': '전체 메뉴',
  'menu.favourites': '즐겨찾기',
  'menu.favouriteAdd': '즐겨찾기 추가',
  'menu.favouriteRemove': '즐겨찾기 해제',
  'menu.favouriteMoveUp': '{name} 위로 이동',
  'menu.favouriteMoveDown': '{name} 아래로 이동',
  'menu.favouriteDefault': '{name} 기본 메뉴로 지정',
  'menu.favouriteDelete': '{name} 삭제',
  'menu.favouritesEmpty': '즐겨찾기한 메뉴가 없습니다.',
  'menu.defaultBadge': '기본',
  'menu.noCurrentMenu': '현재 접속된 메뉴 정보를 찾을 수 없습니다.',
  'config.application': '애플리케이션 정보',
  'config.password': '비밀번호 변경',
  'config.appTitle': '시스템명',
  'config.version': '버전',
  'config.profile': '프로파일',
  'config.systemCode': '시스템 코드',
  'config.buildId': '빌드 ID',
  'config.unknown': '알 수 없음',
  'screen.placeholder': '준비 중인 화면입니다.',
  'error.notFound': 'Page not found: {path}',
  'error.validation': 'Page Not Found: {path}',
  'error.goHome': 'Go back home',
  'error.unauthorized': '권한이 없습니다.',
  'error.initialData':
    '초기 데이터 조회 중 오류가 발생하였습니다. 브라우저를 리로드하여 재 기동해주시기 바랍니다. 오류가 계속될 경우 관리자에게 문의 해주세요.',
  'error.reload': '다시 불러오기',
  'error.ipRefused': '접속하신 IP 주소로는 이 메뉴에 접근할 수 없습니다.',
  'session.duplicated': '다른 곳에서 같은 아이디로 로그인하여 로그아웃되었습니다.',
  'session.expired': '로그인 세션이 만료되어 로그아웃되었습니다. 다시 로그인해주세요.',
  'session.idle': '오랫동안 사용하지 않아 자동으로 로그아웃되었습니다.',
  'error.system': '시스템 오류가 발생하였습니다. 잠시 후 다시 시도해주세요.',
  'error.unknownUrl': '요청하신 URL에 해당하는 리소스를 찾을 수 없습니다.',
  'dialog.ok': '확인',
  'dialog.cancel': '취소',
  'dialog.close': '닫기',
  'loading.label': '로딩 중',
  'transport.cancelled': '통신 요청이 취소되었습니다.',
  'transport.timeout':
    '통신 시간이 만료되었습니다. 다시 시도해주세요. 같은 현상이 계속되면 관리자에게 문의해주세요.',
  'transport.serverError': '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.',
  'transport.gatewayTimeout': '서버 연결이 원활하지 않습니다. 관리자에게 문의해주세요.',
  'transport.badRequest': '서버에 연결할 수 없습니다. 네트워크 환경을 확인해주세요.',
  'transport.unauthorized': '수행 권한이 없습니다.',
  'transport.network': '서버와 통신할 수 없습니다. 네트워크 연결 상태를 확인해주세요.',
  'transport.httpStatus': '요청을 처리하지 못했습니다. (HTTP {status})',
  'transport.invalidResponse': '서버 응답을 확인할 수 없습니다. 관리자에게 문의해주세요.',
  'transport.downloadFailed': '파일 다운로드 중 오류가 발생하였습니다.',
  'transport.uploadFailed': '파일 업로드 중 오류가 발생하였습니다.',
  'mask.unknownType': '허용되지 않은 마스킹 유형입니다.',
  'tabs.label': '열린 탭',
  'tabs.close': '탭 닫기',
  'tabs.closeOthers': '다른 탭 닫기',
  'tabs.closeAll': '모든 탭 닫기',
  'tabs.limit': '열린 탭이 최대 {max}개입니다. 가장 오래된 탭을 닫고 새 탭을 여시겠습니까?',
  'tabs.menuMissing': '선택 메뉴는 존재하지 않습니다. 관리자에게 문의하시기 바랍니다.',
} as const;

export type MessageKey = keyof typeof MESSAGES_KO;

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
