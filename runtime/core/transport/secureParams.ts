import { aesEcbDecrypt, aesEcbEncrypt, sha256Hex } from '../crypto/aesEcb.ts';

/** Name of the single parameter a secured call sends (fidelity.md). */
export const SECURE_PARAM = '__usp';

/** The call's key: SHA-256 of the configured API secret and the call's transaction id. */
export function secureKey(secret: string, tranId: string): string {
  return sha256Hex(`${secret}:${tranId}`);
}

export interface SecurePayload {
  query: Record<string, unknown>;
  body: unknown;
}

/** Query and body of a secured call as one encrypted parameter (`__usp`); the body sent is empty. */
export function encodeSecureParams(payload: SecurePayload, secret: string, tranId: string): string {
  return aesEcbEncrypt(JSON.stringify(payload), secureKey(secret, tranId));
}

/** Inverse of encodeSecureParams; throws when the parameter does not decrypt or is not a payload. */
export function decodeSecureParams(usp: string, secret: string, tranId: string): SecurePayload {
  const parsed: unknown = JSON.parse(aesEcbDecrypt(usp, secureKey(secret, tranId)));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('secure params: not an object');
  const { query, body } = parsed as Partial<SecurePayload>;
  if (query !== undefined && (typeof query !== 'object' || query === null || Array.isArray(query))) {
    throw new Error('secure params: query is not an object');
  }
  return { query: (query ?? {}) as Record<string, unknown>, body: body ?? null };
}
