/** The JSON shape of every API response: a stable result code, a Korean message and the payload. */
export interface ApiEnvelope<T> {
  /** `'0000'` on success; otherwise one of the stable codes in `SERVER_ERRORS` (or an API area's own). */
  resultCode: string;
  /** User-facing Korean message. */
  resultMessage: string;
  /** The payload; `null` on failure. */
  body: T;
}

/** Result code of a successful call; the client's `api.passResultCodes` default is `['0000']`. */
export const SUCCESS_CODE = '0000';

/** A successful envelope around `body` (message `정상`). */
export function success<T>(body: T): ApiEnvelope<T> {
  return { resultCode: SUCCESS_CODE, resultMessage: '정상', body };
}

/** A failed envelope: the code and message of an error, and no body. */
export function failure(error: { resultCode: string; resultMessage: string }): ApiEnvelope<null> {
  return { resultCode: error.resultCode, resultMessage: error.resultMessage, body: null };
}
