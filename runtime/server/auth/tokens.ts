import { decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from 'jose';
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

/** Signs an access and a refresh token for one login session, with the current server key (`kid`). */
export async function issueTokens(
  claims: Omit<ConsoleClaims, 'typ'>,
  s: TokenSettings,
): Promise<{ accessToken: string; refreshToken: string; refreshExpiresAt: Date; kid: string }> {
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
    kid: ring.signing.kid,
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

/** A token whose signature checked out, with the key that checked it. */
interface Genuine {
  kid: string;
  key: object;
  payload: JWTPayload;
}

/** Signatures already checked, per key store (one per app): a token is checked once, not per call. */
const genuine = new WeakMap<KeyStore, Map<string, Genuine>>();
const GENUINE_MAX = 20_000;

function genuineOf(keys: KeyStore): Map<string, Genuine> {
  let memo = genuine.get(keys);
  if (!memo) {
    memo = new Map();
    genuine.set(keys, memo);
  }
  return memo;
}

/** Expiry and claims of a genuine payload, as `jwtVerify` then `claimsOf` judge them. */
function judge(payload: JWTPayload, typ: ConsoleClaims['typ'], s: TokenSettings): VerifyResult {
  const claims = claimsOf(payload, typ, s);
  if (!claims) return { ok: false, reason: 'invalid' };
  const now = Math.floor((s.now?.() ?? Date.now()) / 1000);
  if (typeof payload.exp === 'number' && payload.exp <= now)
    return { ok: false, reason: 'expired', sid: claims.sid };
  return { ok: true, claims };
}

/**
 * Verifies a token of the given type: key id, signature, expiry and claims. Never throws. The
 * signature of a token is checked once per process while its key is unchanged (the HMAC is the
 * dearest part of an authenticated call); expiry and claims are judged at every call.
 */
export async function verifyToken(
  token: string,
  typ: ConsoleClaims['typ'],
  s: TokenSettings,
): Promise<VerifyResult> {
  const jwt = token.replace(/^Bearer\s+/i, '');
  const memo = genuineOf(s.keys);
  const seen = memo.get(jwt);
  if (seen && (await s.keys.verifyingKey(seen.kid)) === seen.key) return judge(seen.payload, typ, s);
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(jwt).kid;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const key = kid ? await s.keys.verifyingKey(kid) : undefined;
  if (!kid || !key) return { ok: false, reason: 'invalid' };
  const secret = (await s.keys.ring()).subkey('jwt', key);
  let payload: JWTPayload;
  try {
    // The signature only (a clock at 1970 never finds it expired): expiry is judged below, the same
    // way for a token seen before.
    ({ payload } = await jwtVerify(jwt, secret, { algorithms: ['HS256'], currentDate: new Date(0) }));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  memo.delete(jwt);
  memo.set(jwt, { kid, key, payload });
  if (memo.size > GENUINE_MAX) memo.delete(memo.keys().next().value as string);
  return judge(payload, typ, s);
}
