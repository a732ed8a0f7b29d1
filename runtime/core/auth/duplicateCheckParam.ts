import { aesEcbDecrypt, aesEcbEncrypt } from '../crypto/aesEcb.ts';

/** What the duplicate-login check identifies a session by (fidelity.md, Session). */
export interface DuplicateCheckClaims {
  userId: string;
  refreshToken: string;
  procId: string;
}

/**
 * The duplicate-check parameter `k`: the user id, refresh token and process id as JSON, encrypted
 * with the configured API secret (AES-256 ECB). The client sends it as `?k=` to
 * `auth.duplication.path`.
 */
export function duplicateCheckParam(claims: DuplicateCheckClaims, secret: string): string {
  const { userId, refreshToken, procId } = claims;
  return aesEcbEncrypt(JSON.stringify({ userId, refreshToken, procId }), secret);
}

/** Inverse of duplicateCheckParam; throws when `k` does not decrypt or lacks a field. */
export function readDuplicateCheckParam(k: string, secret: string): DuplicateCheckClaims {
  const parsed: unknown = JSON.parse(aesEcbDecrypt(k, secret));
  const c = (parsed ?? {}) as Partial<Record<keyof DuplicateCheckClaims, unknown>>;
  if (typeof c.userId !== 'string' || typeof c.refreshToken !== 'string' || typeof c.procId !== 'string')
    throw new Error('duplicate check: k is not a {userId, refreshToken, procId} document');
  return { userId: c.userId, refreshToken: c.refreshToken, procId: c.procId };
}
