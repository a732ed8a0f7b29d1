import { aesEcbDecrypt, aesEcbEncrypt } from '../crypto/index.ts';

/** What the duplicate-login check identifies a session by (fidelity.md, Session and Trust boundary). */
export interface DuplicateCheckClaims {
  userId: string;
  /**
   * The session's opaque check value (the access token's `dck` claim): it proves "this session" to
   * the server and nothing else. Never the refresh token.
   */
  sessionKey: string;
  procId: string;
}

/**
 * The duplicate-check parameter `k`: the user id, the session's check value and the process id as
 * JSON, encrypted with the configured API secret (AES-256 ECB, obfuscation). The client sends it as
 * `?k=` to `auth.duplication.path`.
 */
export function duplicateCheckParam(claims: DuplicateCheckClaims, secret: string): string {
  const { userId, sessionKey, procId } = claims;
  return aesEcbEncrypt(JSON.stringify({ userId, sessionKey, procId }), secret);
}

/** Inverse of duplicateCheckParam; throws when `k` does not decrypt or lacks a field. */
export function readDuplicateCheckParam(k: string, secret: string): DuplicateCheckClaims {
  const parsed: unknown = JSON.parse(aesEcbDecrypt(k, secret));
  const c = (parsed ?? {}) as Partial<Record<keyof DuplicateCheckClaims, unknown>>;
  if (typeof c.userId !== 'string' || typeof c.sessionKey !== 'string' || typeof c.procId !== 'string')
    throw new Error('duplicate check: k is not a {userId, sessionKey, procId} document');
  return { userId: c.userId, sessionKey: c.sessionKey, procId: c.procId };
}
