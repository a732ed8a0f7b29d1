import { decodeProtectedHeader, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { KeyStore } from './serverKeys.ts';

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
  /** The server-only keys (never `api.secret`, which the browser knows). */
  keys: KeyStore;
  /** `management.systemCode`: the `cp` every token must carry. */
  systemCode: string;
  /** Access token lifetime in seconds. Default 1800. */
  accessSeconds?: number;
  /** Refresh token lifetime in seconds. Default 43200. */
  refreshSeconds?: number;
  now?: () => number;
}

export const ACCESS_SECONDS = 30 * 60;
export const REFRESH_SECONDS = 12 * 60 * 60;
/** Clock skew allowed for `iat` in the future, between instances. */
const SKEW_SECONDS = 60;

const lifetimeOf = (typ: ConsoleClaims['typ'], s: TokenSettings) =>
  typ === 'access' ? (s.accessSeconds ?? ACCESS_SECONDS) : (s.refreshSeconds ?? REFRESH_SECONDS);

/**
 * The duplicate-check value of a session (claim `dck`): `kid.sid.mac`, a server-keyed MAC of the
 * session id. It proves "this session" and nothing else: a leaked one cannot be turned into a token.
 */
export async function sessionCheckKey(sid: string, s: Pick<TokenSettings, 'keys'>): Promise<string> {
  const ring = await s.keys.ring();
  return `${ring.signing.kid}.${sid}.${ring.mac('dup', sid)}`;
}

/** The session id a `sessionCheckKey` value proves, or undefined when it is not genuine. */
export async function readSessionCheckKey(
  value: string,
  s: Pick<TokenSettings, 'keys'>,
): Promise<string | undefined> {
  const [kid, sid, mac, extra] = value.split('.');
  if (!kid || !sid || !mac || extra !== undefined) return undefined;
  const key = await s.keys.verifyingKey(kid);
  if (!key) return undefined;
  const ring = await s.keys.ring();
  return ring.mac('dup', sid, key) === mac ? sid : undefined;
}

/** Signs an access and a refresh token for one login session, with the current server key. */
export async function issueTokens(
  claims: Omit<ConsoleClaims, 'typ'>,
  s: TokenSettings,
): Promise<{ accessToken: string; refreshToken: string; refreshExpiresAt: Date }> {
  const now = Math.floor((s.now?.() ?? Date.now()) / 1000);
  const ring = await s.keys.ring();
  const key = ring.subkey('jwt');
  const dck = await sessionCheckKey(claims.sid, s);
  const sign = (typ: ConsoleClaims['typ']) =>
    new SignJWT({
      cp: claims.cp,
      procId: claims.procId,
      sid: claims.sid,
      typ,
      ...(typ === 'access' && { dck }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: ring.signing.kid })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeOf(typ, s))
      .setJti(crypto.randomUUID())
      .sign(key);
  return {
    accessToken: await sign('access'),
    refreshToken: await sign('refresh'),
    refreshExpiresAt: new Date((now + lifetimeOf('refresh', s)) * 1000),
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

/** Whether a genuine payload is one we issued: type, system, claim types, and a lifetime within ours. */
function claimsOf(
  payload: JWTPayload,
  typ: ConsoleClaims['typ'],
  s: TokenSettings,
): ConsoleClaims | undefined {
  const { sub, cp, procId, sid, iat, exp } = payload;
  if (payload.typ !== typ || typeof sub !== 'string' || cp !== s.systemCode) return undefined;
  if (typeof procId !== 'string' || typeof sid !== 'string') return undefined;
  if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
  // A token whose lifetime is longer than ours was not made by this server, whatever it is signed with.
  if (exp - iat > lifetimeOf(typ, s)) return undefined;
  if (iat > Math.floor((s.now?.() ?? Date.now()) / 1000) + SKEW_SECONDS) return undefined;
  return { sub, cp, procId, sid, typ };
}

/** Verifies a token of the given type: key id, signature, expiry and claims. Never throws. */
export async function verifyToken(
  token: string,
  typ: ConsoleClaims['typ'],
  s: TokenSettings,
): Promise<VerifyResult> {
  const jwt = token.replace(/^Bearer\s+/i, '');
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(jwt).kid;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const key = kid ? await s.keys.verifyingKey(kid) : undefined;
  if (!key) return { ok: false, reason: 'invalid' };
  const secret = (await s.keys.ring()).subkey('jwt', key);
  try {
    const { payload } = await jwtVerify(jwt, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(s.now?.() ?? Date.now()),
    });
    const claims = claimsOf(payload, typ, s);
    return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
  } catch (e) {
    if (!(e instanceof errors.JWTExpired)) return { ok: false, reason: 'invalid' };
    const claims = claimsOf(e.payload, typ, s);
    return claims ? { ok: false, reason: 'expired', sid: claims.sid } : { ok: false, reason: 'invalid' };
  }
}
