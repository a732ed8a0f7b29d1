/**
 * Programs of the management API: a route bound to one (`program` in its route config) needs the
 * `Menu-Id` menu to be a menu of that program (`proIdVal`), with function authority for writes. A
 * screen becomes such a menu by naming the program (`programId: SYSTEM_MENU` in its manifest).
 */
export const MANAGEMENT_PROGRAMS = {
  /** Menu management: list/get (menu authority), add/edit/batch (SAVE), remove (DELETE). */
  menu: 'SYSTEM_MENU',
  /** User administration: unlocking accounts (SAVE). */
  user: 'SYSTEM_USER',
  /** Interface history (인터페이스 이력): reading the interface log (menu authority). */
  interface: 'SYSTEM_INTERFACE',
  /** Roles and their grants (권한 관리): list and read (menu authority), add/edit/grants (SAVE), remove (DELETE). */
  role: 'SYSTEM_ROLE',
  /** 로그인 이력 and 접속 이력: reading (menu authority), exporting (EXCEL). */
  history: 'SYSTEM_HISTORY',
  /** 시스템 설정: the app properties, read (menu authority) and saved (SAVE). */
  config: 'SYSTEM_CONFIG',
  /** 승인 관리: the approval requests, listed (menu authority), approved or rejected (SAVE). */
  approval: 'SYSTEM_APPROVAL',
  /** 공통코드 관리: groups and codes, read (menu authority), saved (SAVE), removed (DELETE). */
  code: 'SYSTEM_CODE',
  /** 개인정보 접속기록: the personal-data access records, read (menu authority), exported (EXCEL, a reason). */
  privacy: 'SYSTEM_PRIVACY',
  /** 월간 점검: the monthly review of those records, read (menu authority), exported (EXCEL), signed (SAVE). */
  privacyReview: 'SYSTEM_PRIVACY_REVIEW',
} as const;

/** Function ids the management API's writes need. */
export const FUNCTIONS = { save: 'SAVE', delete: 'DELETE', excel: 'EXCEL' } as const;
