import type { ApiEnvelope } from './apiEnvelope.ts';

/**
 * Why a call failed: `cancelled` by the caller, `timeout`, `http` (a non-2xx status), `result` (a
 * 2xx answer whose result code is not on the pass list, or no envelope at all), `network` (no answer).
 */
export type ApiErrorKind = 'cancelled' | 'timeout' | 'http' | 'result' | 'network';

export interface ApiCallErrorDetails {
  status?: number | undefined;
  resultCode?: string | undefined;
  envelope?: ApiEnvelope<unknown> | undefined;
  /** Transaction id of the failed attempt. */
  tranId?: string | undefined;
  /** The answer ended the session (HTTP 401 UNAUTHORIZED, FS01 or FS10): the session's handler redirects. */
  sessionEnded?: boolean | undefined;
  cause?: unknown;
}

/** A failed API call. `message` is the Korean sentence to show the user. */
export class ApiCallError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly resultCode: string | undefined;
  readonly envelope: ApiEnvelope<unknown> | undefined;
  readonly tranId: string | undefined;
  /** True when the answer ended the session; the UI need not show the message, the 401 handling takes over. */
  readonly sessionEnded: boolean;

  constructor(kind: ApiErrorKind, message: string, details: ApiCallErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiCallError';
    this.kind = kind;
    this.status = details.status;
    this.resultCode = details.resultCode;
    this.envelope = details.envelope;
    this.tranId = details.tranId;
    this.sessionEnded = details.sessionEnded ?? false;
  }
}
