import { CONTROL_CHARACTER_MESSAGE } from '../../../schemas/api/text.ts';

/** A failure the server answers with: HTTP status plus the envelope's code and Korean message. */
export interface ServerError {
  statusCode: number;
  resultCode: string;
  resultMessage: string;
}

/**
 * Failures every part of the server shares. Codes are stable and never reused for another meaning;
 * `ustra.error.notFoundUrl` keeps the spelling the existing clients already match on.
 */
export const SERVER_ERRORS = {
  /** No route and no file for the URL. */
  notFound: {
    statusCode: 404,
    resultCode: 'ustra.error.notFoundUrl',
    resultMessage: '요청하신 URL에 해당하는 리소스를 찾을 수 없습니다.',
  },
  /** The request could not be parsed or failed validation. */
  badRequest: {
    statusCode: 400,
    resultCode: 'BAD_REQUEST',
    resultMessage: '요청 형식이 올바르지 않습니다.',
  },
  /** A text field held a control character (NUL, ESC, …; `text()` of schemas/api); nothing was written. */
  controlCharacter: {
    statusCode: 400,
    resultCode: 'BAD_REQUEST',
    resultMessage: CONTROL_CHARACTER_MESSAGE,
  },
  /** A body whose Content-Type names a charset other than UTF-8: the server reads only UTF-8. */
  unsupportedCharset: {
    statusCode: 415,
    resultCode: 'UNSUPPORTED_CHARSET',
    resultMessage:
      '요청 본문의 문자 인코딩을 처리할 수 없습니다. UTF-8로 인코딩하여 charset=utf-8로 보내주세요.',
  },
  /** The database cannot be reached (restarting, connection lost): nothing was done; try again. */
  databaseUnavailable: {
    statusCode: 503,
    resultCode: 'DATABASE_UNAVAILABLE',
    resultMessage: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  },
  /** Anything unexpected; details go to the log, never to the client. */
  serverError: {
    statusCode: 500,
    resultCode: 'SERVER_ERROR',
    resultMessage: '서버 처리 중 오류가 발생하였습니다. 관리자에게 문의해주세요.',
  },
} as const satisfies Record<string, ServerError>;
