import { describe, expect, it } from 'vitest';
import { type LoginResponse, loginOutcome } from '../../../../runtime/core/auth/index.ts';

const on = { authApprovalType: 'MANAGER', maximumLoginFailNumbers: 5, passwordChangeDays: 90 };
const off = { ...on, authApprovalType: 'NONE' };
const ok = (body: LoginResponse['body']): LoginResponse => ({ resultCode: '0000', body });

describe('loginOutcome: every code and message of spec section 5', () => {
  it.each([
    ['resultCode FS0F', { resultCode: 'FS0F' }, on, 'SHOW_DIALOG', '유효하지 않은 인증 키 입니다.'],
    [
      'unknown user',
      { resultCode: 'FS02', body: { hasUser: false } },
      on,
      'SHOW_DIALOG',
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    ],
    [
      'other failure code',
      { resultCode: 'E999' },
      on,
      'SHOW_DIALOG',
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    ],
    [
      'wrong password, count shown',
      { resultCode: 'FS02', body: { hasUser: true, loginFailCnt: 2 } },
      on,
      'SHOW_DIALOG',
      '아이디 또는 비밀번호가 일치하지 않습니다. (로그인 실패 2/5회)',
    ],
    [
      'count reached, approval on: reset request',
      { resultCode: 'FS02', body: { hasUser: true, loginFailCnt: 5 } },
      on,
      'FAIL_REQUIRE_APPROVAL 02',
      '로그인 실패 횟수를 초과하여 계정이 잠겼습니다. 비밀번호 초기화를 요청하시겠습니까?',
    ],
    [
      'count reached, approval off',
      { resultCode: 'FS02', body: { hasUser: true, loginFailCnt: 5 } },
      off,
      'SHOW_DIALOG',
      '로그인 실패 횟수를 초과하여 계정이 잠겼습니다. 관리자에게 문의해주세요.',
    ],
    [
      'count rule needs hasUser',
      { resultCode: 'FS02', body: { hasUser: false, loginFailCnt: 5 } },
      on,
      'SHOW_DIALOG',
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    ],
    [
      'max 0: no count rule',
      { resultCode: 'FS02', body: { hasUser: true, loginFailCnt: 9 } },
      { ...on, maximumLoginFailNumbers: 0 },
      'SHOW_DIALOG',
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    ],
    ['FS06', ok({ resCd: 'FS06' }), on, 'SHOW_DIALOG', '시스템을 사용할 수 없는 사용자입니다.'],
    [
      'FM17',
      ok({ resCd: 'FM17' }),
      on,
      'SHOW_DIALOG',
      '관리자 승인 대기 중 입니다. 승인 완료 후 이용 가능합니다.',
    ],
    ['FS04', ok({ resCd: 'FS04' }), on, 'SHOW_DIALOG', '허용되지 않은 접속 지역입니다.'],
    [
      'FS07 approval on: extension request',
      ok({ resCd: 'FS07' }),
      on,
      'FAIL_REQUIRE_APPROVAL 03',
      '계정 사용 기간이 만료되었습니다. 계정 사용 연장(휴면 해제)을 요청하시겠습니까?',
    ],
    [
      'FS07 approval off: contact admin',
      ok({ resCd: 'FS07' }),
      off,
      'SHOW_DIALOG',
      '계정 사용 기간이 만료되었습니다. 관리자에게 문의해주세요.',
    ],
    ['FS08', ok({ resCd: 'FS08' }), on, 'REQUIRE_CHANGE_PASSWORD', '비밀번호 변경 후, 이용 가능합니다.'],
    [
      'FS09 approval on: unlock request',
      ok({ resCd: 'FS09' }),
      on,
      'FAIL_REQUIRE_APPROVAL 01',
      '계정이 잠겨 있습니다. 계정 잠금 해제를 요청하시겠습니까?',
    ],
    [
      'FS09 approval off',
      ok({ resCd: 'FS09' }),
      off,
      'SHOW_DIALOG',
      '계정이 잠겨 있습니다. 관리자에게 문의해주세요.',
    ],
    ['body FS0F', ok({ resCd: 'FS0F' }), on, 'SHOW_DIALOG', '정확한 인증번호를 입력하세요.'],
    [
      'second step',
      ok({ resCd: '0000', secondStep: { required: true } }),
      on,
      'SECOND_STEP',
      '등록된 연락처로 인증번호를 보냈습니다. 인증번호를 입력해주세요.',
    ],
    [
      'password older than the limit',
      ok({ resCd: '0000', pwdUnchangedDays: 120, passwordChangeDays: 90 }),
      on,
      'SUCCESS_RECOMMEND_CHANGE_PASSWORD',
      '비밀번호를 변경한 지 120일이 지났습니다. 개인정보 보호를 위해 비밀번호를 변경하시겠습니까?',
    ],
    [
      'exactly at the limit: no recommendation',
      ok({ resCd: '0000', pwdUnchangedDays: 90, passwordChangeDays: 90 }),
      on,
      'SUCCESS',
      undefined,
    ],
    [
      'limit 0 disables the recommendation',
      ok({ resCd: '0000', pwdUnchangedDays: 900, passwordChangeDays: 0 }),
      on,
      'SUCCESS',
      undefined,
    ],
    ['plain success', ok({ resCd: '0000' }), on, 'SUCCESS', undefined],
  ] as const)('%s', (_n, response, appProp, type, message) => {
    const o = loginOutcome(response as LoginResponse, appProp);
    expect(o.type + ('approvalType' in o ? ` ${o.approvalType}` : '')).toBe(type);
    expect('message' in o ? o.message : undefined).toBe(message);
  });
});
