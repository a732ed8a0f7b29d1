import { describe, expect, it } from 'vitest';
import { MESSAGES_KO } from '../../../../runtime/core/i18n/index.ts';
import {
  transportErrorKey,
  transportErrorMessage,
} from '../../../../runtime/core/transport/transportErrorMessage.ts';

describe('transportErrorMessage (spec section 8)', () => {
  it.each([
    ['cancelled', undefined, undefined, '통신 요청이 취소되었습니다.'],
    [
      'timeout',
      undefined,
      undefined,
      '통신 시간이 만료되었습니다. 다시 시도해주세요. 같은 현상이 계속되면 관리자에게 문의해주세요.',
    ],
    ['http', 300, 'raw', '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['http', 302, undefined, '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['http', 399, undefined, '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['http', 500, 'raw', '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['http', 501, undefined, '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['http', 502, undefined, '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['http', 503, undefined, '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['http', 504, 'raw', '서버 연결이 원활하지 않습니다. 관리자에게 문의해주세요.'],
    ['http', 400, 'raw', '서버에 연결할 수 없습니다. 네트워크 환경을 확인해주세요.'],
    ['http', 405, undefined, '서버에 연결할 수 없습니다. 네트워크 환경을 확인해주세요.'],
    ['http', 401, 'raw', '수행 권한이 없습니다.'],
    ['http', 403, '해당 메뉴에 대한 권한이 없습니다.', '해당 메뉴에 대한 권한이 없습니다.'],
    ['http', 404, 'raw message', 'raw message'],
    ['http', 505, 'raw 505', 'raw 505'],
    ['http', 429, undefined, '요청을 처리하지 못했습니다. (HTTP 429)'],
    [
      'result',
      undefined,
      '아이디 또는 비밀번호가 일치하지 않습니다.',
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    ],
    ['result', undefined, undefined, '서버 응답을 확인할 수 없습니다. 관리자에게 문의해주세요.'],
    ['network', undefined, undefined, '서버와 통신할 수 없습니다. 네트워크 연결 상태를 확인해주세요.'],
    ['network', undefined, 'Failed to fetch', 'Failed to fetch'],
  ] as const)('%s %s (raw %s) → %s', (kind, status, message, expected) => {
    expect(transportErrorMessage({ kind, status, message })).toBe(expected);
  });

  it('cancelled and timeout win over a status', () => {
    expect(transportErrorKey('cancelled', 500)).toBe('transport.cancelled');
    expect(transportErrorKey('timeout', 401)).toBe('transport.timeout');
  });

  it('uses the given lookup (i18n.messages overrides)', () => {
    const lookup = (k: keyof typeof MESSAGES_KO) =>
      k === 'transport.unauthorized' ? '바뀐 문구' : MESSAGES_KO[k];
    expect(transportErrorMessage({ kind: 'http', status: 401 }, lookup)).toBe('바뀐 문구');
  });

  it('every transport message is Korean', () => {
    for (const [key, text] of Object.entries(MESSAGES_KO)) {
      if (key.startsWith('transport.')) expect(text).toMatch(/[가-힣]/);
    }
  });
});
