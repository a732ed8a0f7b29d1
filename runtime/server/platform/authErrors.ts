import { ApiError } from './apiError.ts';

/** Refusals of the auth layer. Codes are stable; messages are the Korean the user reads. */
/**
 * `429 TOO_MANY_REQUESTS` with `Retry-After`: "{what} 너무 많습니다. N초 후에 다시 시도해주세요."
 * (`what` carries its particle: `로그인 시도가`, `오류 보고가`).
 */
export function tooManyRequests(what: string, seconds: number): ApiError {
  return new ApiError(
    429,
    'TOO_MANY_REQUESTS',
    `${what} 너무 많습니다. ${seconds}초 후에 다시 시도해주세요.`,
    null,
    {
      'Retry-After': String(seconds),
    },
  );
}

export const authErrors = {
  /** No token, a tampered one, or one for a session that no longer exists. */
  unauthorized: () => new ApiError(401, 'UNAUTHORIZED', '권한이 없습니다.'),
  /** The session was replaced by a newer login elsewhere (spec FS01). */
  duplicated: () =>
    new ApiError(
      401,
      'FS01',
      '다른 곳에서 같은 아이디로 로그인하여 현재 세션이 종료되었습니다. 다시 로그인해주세요.',
    ),
  /** The session expired (spec FS10). */
  expired: () => new ApiError(401, 'FS10', '로그인 세션이 만료되었습니다. 다시 로그인해주세요.'),
  /** The caller lacks authority for the menu named by Menu-Id. */
  forbiddenMenu: () => new ApiError(403, 'FORBIDDEN_MENU', '해당 메뉴에 대한 권한이 없습니다.'),
  /** The caller lacks the function authority (`SAVE`, `DELETE`, …) a write needs on the menu. */
  forbiddenFunction: () =>
    new ApiError(
      403,
      'FORBIDDEN_FUNCTION',
      '해당 기능을 사용할 권한이 없습니다. 관리자에게 권한을 요청하세요.',
    ),
  /** The menu's IP limit refuses the caller's address (ustra.management.cannotAccessbleMenuIpAddress). */
  forbiddenIp: () =>
    new ApiError(
      403,
      'ustra.management.cannotAccessbleMenuIpAddress',
      '접속하신 IP 주소로는 이 메뉴에 접근할 수 없습니다.',
    ),
  /** A secured call whose `__usp` is missing or does not decrypt. */
  badSecureParam: () =>
    new ApiError(
      400,
      'INVALID_SECURE_PARAM',
      '보안 파라미터를 확인할 수 없습니다. 화면을 새로 고친 후 다시 시도해주세요.',
    ),
  /** A secured call whose time is more than a minute from the server's (or carries none). */
  staleSecureParam: () =>
    new ApiError(
      400,
      'EXPIRED_SECURE_PARAM',
      '요청 시간이 서버 시간과 맞지 않습니다. PC의 날짜와 시각을 확인한 후 화면을 새로 고쳐 다시 시도해주세요.',
    ),
  /** A secured call sent again with the same transaction id (a replay). */
  replayedSecureParam: () =>
    new ApiError(409, 'REPLAYED_REQUEST', '이미 처리된 요청입니다. 화면을 새로 고친 후 다시 시도해주세요.'),
  /** Too many login attempts from this address or for this account. */
  rateLimited: (seconds: number) => tooManyRequests('로그인 시도가', seconds),
  /** Too many id checks from this address (GET /validate/id). */
  idChecksLimited: (seconds: number) => tooManyRequests('아이디 확인 요청이', seconds),
} as const;
