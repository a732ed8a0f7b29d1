/** Login messages: the spec's Korean wording where it gives one (section 5), ours where it does not. */
export const LOGIN_MESSAGES = {
  invalidKey: '유효하지 않은 인증 키 입니다.',
  mismatch: '아이디 또는 비밀번호가 일치하지 않습니다.',
  FS06: '시스템을 사용할 수 없는 사용자입니다.',
  FM17: '관리자 승인 대기 중 입니다. 승인 완료 후 이용 가능합니다.',
  FS04: '허용되지 않은 접속 지역입니다.',
  FS08: '비밀번호 변경 후, 이용 가능합니다.',
  FS0F: '정확한 인증번호를 입력하세요.',
  expiredAsk: '계정 사용 기간이 만료되었습니다. 계정 사용 연장(휴면 해제)을 요청하시겠습니까?',
  expiredContact: '계정 사용 기간이 만료되었습니다. 관리자에게 문의해주세요.',
  lockedAsk: '계정이 잠겨 있습니다. 계정 잠금 해제를 요청하시겠습니까?',
  lockedContact: '계정이 잠겨 있습니다. 관리자에게 문의해주세요.',
  failLockedAsk: '로그인 실패 횟수를 초과하여 계정이 잠겼습니다. 비밀번호 초기화를 요청하시겠습니까?',
  failLockedContact: '로그인 실패 횟수를 초과하여 계정이 잠겼습니다. 관리자에게 문의해주세요.',
  failCount: '아이디 또는 비밀번호가 일치하지 않습니다. (로그인 실패 {count}/{max}회)',
  recommendChange:
    '비밀번호를 변경한 지 {days}일이 지났습니다. 개인정보 보호를 위해 비밀번호를 변경하시겠습니까?',
  secondStep: '등록된 연락처로 인증번호를 보냈습니다. 인증번호를 입력해주세요.',
} as const;

/** Approval request types (spec section 4): 01 account unlock, 02 password reset, 03 dormancy release. */
export type ApprovalType = '01' | '02' | '03';

export type LoginOutcome =
  | { type: 'SUCCESS' }
  | { type: 'SUCCESS_RECOMMEND_CHANGE_PASSWORD'; days: number; message: string }
  | { type: 'REQUIRE_CHANGE_PASSWORD'; message: string }
  | { type: 'FAIL_REQUIRE_APPROVAL'; approvalType: ApprovalType; message: string }
  | { type: 'SECOND_STEP'; message: string }
  | { type: 'SHOW_DIALOG'; message: string };

export interface LoginResponse {
  resultCode: string;
  resultMessage?: string;
  body?: {
    resCd?: string;
    hasUser?: boolean;
    loginFailCnt?: number;
    maximumLoginFailNumbers?: number;
    pwdUnchangedDays?: number;
    passwordChangeDays?: number;
    secondStep?: { required?: boolean };
  } | null;
}

const fill = (t: string, p: Record<string, string | number>) =>
  t.replace(/\{(\w+)\}/g, (m, k: string) => String(p[k] ?? m));

/**
 * What the login screen does with a login or login-complete answer (spec sections 4 and 5,
 * fidelity.md "Session"): the message to show, and whether to offer an approval request, the
 * password change, or the second step.
 */
export function loginOutcome(
  r: LoginResponse,
  appProp: { authApprovalType?: string; maximumLoginFailNumbers?: number; passwordChangeDays?: number },
): LoginOutcome {
  const approval = !!appProp.authApprovalType && appProp.authApprovalType !== 'NONE';
  const body = r.body ?? {};
  if (r.resultCode === 'FS0F') return { type: 'SHOW_DIALOG', message: LOGIN_MESSAGES.invalidKey };
  if (r.resultCode !== '0000') {
    const max = body.maximumLoginFailNumbers ?? appProp.maximumLoginFailNumbers ?? 0;
    const count = body.loginFailCnt ?? 0;
    if (body.hasUser && max > 0 && count >= max) {
      return approval
        ? { type: 'FAIL_REQUIRE_APPROVAL', approvalType: '02', message: LOGIN_MESSAGES.failLockedAsk }
        : { type: 'SHOW_DIALOG', message: LOGIN_MESSAGES.failLockedContact };
    }
    if (body.hasUser && max > 0 && count > 0) {
      return { type: 'SHOW_DIALOG', message: fill(LOGIN_MESSAGES.failCount, { count, max }) };
    }
    return { type: 'SHOW_DIALOG', message: LOGIN_MESSAGES.mismatch };
  }
  switch (body.resCd) {
    case 'FS06':
    case 'FM17':
    case 'FS04':
    case 'FS0F':
      return { type: 'SHOW_DIALOG', message: LOGIN_MESSAGES[body.resCd] };
    case 'FS07':
      return approval
        ? { type: 'FAIL_REQUIRE_APPROVAL', approvalType: '03', message: LOGIN_MESSAGES.expiredAsk }
        : { type: 'SHOW_DIALOG', message: LOGIN_MESSAGES.expiredContact };
    case 'FS08':
      return { type: 'REQUIRE_CHANGE_PASSWORD', message: LOGIN_MESSAGES.FS08 };
    case 'FS09':
      return approval
        ? { type: 'FAIL_REQUIRE_APPROVAL', approvalType: '01', message: LOGIN_MESSAGES.lockedAsk }
        : { type: 'SHOW_DIALOG', message: LOGIN_MESSAGES.lockedContact };
  }
  if (body.secondStep?.required) return { type: 'SECOND_STEP', message: LOGIN_MESSAGES.secondStep };
  const days = body.pwdUnchangedDays ?? 0;
  const limit = body.passwordChangeDays ?? appProp.passwordChangeDays ?? 0;
  if (limit > 0 && days > limit) {
    return {
      type: 'SUCCESS_RECOMMEND_CHANGE_PASSWORD',
      days,
      message: fill(LOGIN_MESSAGES.recommendChange, { days }),
    };
  }
  return { type: 'SUCCESS' };
}
