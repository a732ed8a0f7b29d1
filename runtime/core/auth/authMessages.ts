/**
 * Korean messages of the authentication calls (spec section 5), keyed by result code. The server
 * puts them in `resultMessage`; the client may show them as they are or pick its own wording by code.
 */
export const AUTH_MESSAGES = {
  /** Any non-0000 login resultCode other than FS0F (wrong password, unknown id). */
  FS02: '아이디 또는 비밀번호가 일치하지 않습니다.',
  FS04: '허용되지 않은 접속 지역입니다.',
  FS06: '시스템을 사용할 수 없는 사용자입니다.',
  FM17: '관리자 승인 대기 중 입니다. 승인 완료 후 이용 가능합니다.',
  FS07: '사용 기간이 만료된 계정입니다.',
  FS08: '비밀번호 변경 후, 이용 가능합니다.',
  FS09: '잠긴 계정입니다.',
  /** resultCode FS0F: no pending key, or it expired or was used up. */
  keyInvalid: '유효하지 않은 인증 키 입니다.',
  /** body.resCd FS0F: the key sent does not match. */
  keyWrong: '정확한 인증번호를 입력하세요.',
  /** Second step started: a key was sent. */
  keySent: '인증번호가 발송되었습니다. 인증번호를 입력해주세요.',
  loggedOut: '로그아웃 되었습니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  passwordChangeDisabled: '비밀번호를 변경할 수 없습니다. 관리자에게 문의해주세요.',
  passwordValid: '사용 가능한 비밀번호입니다.',
  approvalDisabled: '승인 요청을 사용하지 않는 시스템입니다. 관리자에게 문의해주세요.',
  approvalNotApplicable: '요청하신 승인 유형에 해당하는 계정 상태가 아닙니다.',
  /** Approval request accepted, by type: 01 unlock, 02 password reset, 03 dormancy release. */
  approval01: '계정 잠금 해제 요청이 접수되었습니다. 관리자 승인 후 이용 가능합니다.',
  approval02: '비밀번호 초기화 요청이 접수되었습니다. 관리자 승인 후 이용 가능합니다.',
  approval03: '휴면 해제(사용 기간 연장) 요청이 접수되었습니다. 관리자 승인 후 이용 가능합니다.',
  sessionLive: '정상',
} as const;

/** Login status codes answered in `body.resCd` with resultCode 0000 (spec section 5). */
export type LoginStatusCode = 'FS04' | 'FS06' | 'FM17' | 'FS07' | 'FS08' | 'FS09';
