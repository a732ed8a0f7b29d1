import { decodeBase64 } from '../crypto/index.ts';

/** Claims the console reads from a token (spec section 3): user id, cp, process id. */
export interface TokenClaims {
  sub?: string;
  cp?: string;
  procId?: string;
  exp?: number;
  /** The session's opaque duplicate-check value (sent back in `k`). */
  dck?: string;
  [claim: string]: unknown;
}

/** Claims from the middle, base64 JSON segment of a dot-separated token; `undefined` if unreadable. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | undefined {
  const middle = token?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!middle) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64(middle));
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : undefined;
  } catch {
    return undefined;
  }
}
