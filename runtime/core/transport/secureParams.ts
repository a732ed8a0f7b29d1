import { aesEcbDecrypt, aesEcbEncrypt, sha256Hex } from '../crypto/index.ts';

/** Name of the single parameter a secured call sends (fidelity.md). */
export const SECURE_PARAM = '__usp';

/** The call's key: SHA-256 of the configured API secret and the call's transaction id. */
export function secureKey(secret: string, tranId: string): string {
  return sha256Hex(`${secret}:${tranId}`);
}

export interface SecurePayload {
  query: Record<string, unknown>;
  body: unknown;
  /**
   * When the call was made (ms since the epoch, on the server's clock as the client estimates it):
   * the server refuses a payload older than a minute, so a captured call cannot be replayed later.
   */
  ts?: number | undefined;
}

/**
 * Query, body and time of a secured call as one encrypted parameter (`__usp`); the body sent is
 * empty. `now` is the call's time (default `Date.now()`).
 */
export function encodeSecureParams(
  payload: SecurePayload,
  secret: string,
  tranId: string,
  now: number = Date.now(),
): string {
  return aesEcbEncrypt(JSON.stringify({ ...payload, ts: now }), secureKey(secret, tranId));
}

/** Inverse of encodeSecureParams; throws when the parameter does not decrypt or is not a payload. */
export function decodeSecureParams(usp: string, secret: string, tranId: string): SecurePayload {
  const parsed: unknown = JSON.parse(aesEcbDecrypt(usp, secureKey(secret, tranId)));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('secure params: not an object');
  const { query, body, ts } = parsed as Partial<SecurePayload>;
  if (query !== undefined && (typeof query !== 'object' || query === null || Array.isArray(query))) {
    throw new Error('secure params: query is not an object');
  }
  return {
    query: (query ?? {}) as Record<string, unknown>,
    body: body ?? null,
    ts: typeof ts === 'number' && Number.isFinite(ts) ? ts : undefined,
  };
}
