import { errors, jwtVerify, SignJWT } from 'jose';
import { sha256Hex } from '../../core/crypto/aesEcb.ts';

/** Claims of our tokens (spec section 3): user id, cp (the system code), process id, session. */
export interface ConsoleClaims {
  sub: string;
  cp: string;
  procId: string;
  /** Login session id. */
  sid: string;
  typ: 'access' | 'refresh';
}

export interface TokenSettings {
  /** Signing secret (HS256). */
  secret: string;
  /** Access token lifetime in seconds. Default 1800. */
  accessSeconds?: number;
  /** Refresh token lifetime in seconds. Default 43200. */
  refreshSeconds?: number;
  now?: () => number;
}

const keyOf = (secret: string) => new TextEncoder().encode(sha256Hex(`jwt:${secret}`));

export const ACCESS_SECONDS = 30 * 60;
export const REFRESH_SECONDS = 12 * 60 * 60;

/** Signs an access and a refresh token for one login session. */
export async function issueTokens(
  claims: Omit<ConsoleClaims, 'typ'>,
  s: TokenSettings,
): Promise<{ accessToken: string; refreshToken: string; refreshExpiresAt: Date }> {
  const now = Math.floor((s.now?.() ?? Date.now()) / 1000);
  const key = keyOf(s.secret);
  const sign = (typ: ConsoleClaims['typ'], seconds: number) =>
    new SignJWT({ cp: claims.cp, procId: claims.procId, sid: claims.sid, typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + seconds)
      .setJti(crypto.randomUUID())
      .sign(key);
  const refreshSeconds = s.refreshSeconds ?? REFRESH_SECONDS;
  return {
    accessToken: await sign('access', s.accessSeconds ?? ACCESS_SECONDS),
    refreshToken: await sign('refresh', refreshSeconds),
    refreshExpiresAt: new Date((now + refreshSeconds) * 1000),
  };
}

/**
 * A verified token's claims, or why not. An expired token was still genuine (the signature is checked
 * first), so its session id comes along: a renewal must be for the same session.
 */
export type VerifyResult =
  | { ok: true; claims: ConsoleClaims }
  | { ok: false; reason: 'expired'; sid?: string | undefined }
  | { ok: false; reason: 'invalid' };

/** Verifies a token of the given type: signature, expiry and claims. Never throws. */
export async function verifyToken(
  token: string,
  typ: ConsoleClaims['typ'],
  s: TokenSettings,
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token.replace(/^Bearer\s+/i, ''), keyOf(s.secret), {
      algorithms: ['HS256'],
      currentDate: new Date(s.now?.() ?? Date.now()),
    });
    const { sub, cp, procId, sid } = payload;
    if (payload.typ !== typ || typeof sub !== 'string' || typeof cp !== 'string')
      return { ok: false, reason: 'invalid' };
    if (typeof procId !== 'string' || typeof sid !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { sub, cp, procId, sid, typ } };
  } catch (e) {
    if (!(e instanceof errors.JWTExpired) || e.payload.typ !== typ) return { ok: false, reason: 'invalid' };
    const sid = e.payload.sid;
    return { ok: false, reason: 'expired', sid: typeof sid === 'string' ? sid : undefined };
  }
}
