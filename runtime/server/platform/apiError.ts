import type { ServerError } from './serverErrors.ts';

/**
 * A deliberate refusal: HTTP status, a stable result code and a Korean message for the user.
 * Throw it from a route or hook; the error handler answers with the envelope and logs nothing
 * beyond info level.
 */
export class ApiError extends Error implements ServerError {
  readonly statusCode: number;
  readonly resultCode: string;
  readonly resultMessage: string;
  /** Optional payload sent as the envelope's body (e.g. a login result with resCd). */
  readonly body: unknown;
  /** Response headers to send with the refusal (e.g. `Retry-After` with a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    resultCode: string,
    resultMessage: string,
    body: unknown = null,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${resultCode}: ${resultMessage}`);
    this.headers = headers;
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.resultCode = resultCode;
    this.resultMessage = resultMessage;
    this.body = body;
  }
}
