/** The JSON every API call answers with (spec section 7): a result code, a Korean message, a payload. */
export interface ApiEnvelope<T> {
  /** `'0000'` on success. */
  resultCode: string;
  /** User-facing Korean message. */
  resultMessage: string;
  body: T;
  /** Details some errors carry; appended to the message in development only (spec section 8). */
  errors?: unknown[];
}

/** Result code of a successful call. */
export const SUCCESS_RESULT_CODE = '0000';

/** Which result codes a call accepts: a list, or `'all'` (the caller reads every code itself). */
export type PassResultCodes = readonly string[] | 'all';

/** Whether a parsed response body has the envelope's shape (a string `resultCode`). */
export function isApiEnvelope(data: unknown): data is ApiEnvelope<unknown> {
  return (
    !!data &&
    typeof data === 'object' &&
    !Array.isArray(data) &&
    typeof (data as { resultCode?: unknown }).resultCode === 'string'
  );
}

/** Whether `resultCode` is on the pass list. */
export function resultCodePasses(resultCode: string, pass: PassResultCodes): boolean {
  return pass === 'all' || pass.includes(resultCode);
}

/**
 * The message of a failed envelope: `resultMessage`, plus the `errors` list in development only
 * (spec section 8), one entry per line.
 */
export function envelopeMessage(envelope: ApiEnvelope<unknown>, dev: boolean): string {
  const base = envelope.resultMessage ?? '';
  if (!dev || !Array.isArray(envelope.errors) || envelope.errors.length === 0) return base;
  const lines = envelope.errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)));
  return [base, ...lines.map((l) => `- ${l}`)].filter((l) => l !== '').join('\n');
}
