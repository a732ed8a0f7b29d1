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
  /** Anything unexpected; details go to the log, never to the client. */
  serverError: {
    statusCode: 500,
    resultCode: 'SERVER_ERROR',
    resultMessage: '서버 처리 중 오류가 발생하였습니다. 관리자에게 문의해주세요.',
  },
} as const satisfies Record<string, ServerError>;
