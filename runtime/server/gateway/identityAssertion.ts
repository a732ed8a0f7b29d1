import { createHash, createPrivateKey, createPublicKey, type KeyObject, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';

/** The key ring of `app.serverKeys` (the authentication feature's decorator). */
type KeyRing = Awaited<ReturnType<FastifyInstance['serverKeys']['ring']>>;
/** One server key of the ring. */
type ServerKey = KeyRing['signing'];

/**
 * How long an identity assertion is valid (seconds): one call, with room for clock skew. A backend
 * refuses one that claims longer, and remembers each `jti` for this long to refuse it a second time.
 */
export const ASSERTION_SECONDS = 30;

/**
 * The call an assertion is for, in the spirit of DPoP (RFC 9449): the method, the path and query
 * the backend receives, and the body's hash. An assertion captured on one call opens no other.
 */
export interface AssertionCall {
  /** `htm`: the HTTP method sent (`GET`, `POST`, …). */
  method: string;
  /** `htu`: the path and query exactly as the backend receives them (`/api/notices?page=1`). */
  url: string;
  /**
   * The body's exact bytes (`''` when none): `bh` is their SHA-256, base64url. `undefined` for a
   * body streamed through unread (an upload): no `bh`, which a backend accepts only for such a body.
   */
  body: string | undefined;
}

/** `bh`: the SHA-256 of a body's bytes, base64url (what a backend recomputes over what it received). */
export function bodyHash(body: string | Uint8Array): string {
  return createHash('sha256').update(body).digest('base64url');
}

/** What the console vouches for on a forwarded call. */
export interface AssertionClaims {
  /** The user id. */
  sub: string;
  /** The user's name. */
  name: string;
  /** The user's role ids (empty when the user has none). */
  roles: readonly string[];
  /** The functions the user holds on the calling menu (SEARCH, SAVE, …). */
  fns: readonly string[];
  /** The calling menu (`Menu-Id`) and its program (`proIdVal`; null when it has none). */
  mnu: string;
  pgm: string | null;
  /** The caller's IP address as the console sees it. */
  ip: string;
  /** `tid`: the transaction id, the same as `X-Tran-Id` (the browser's; `jti` is the console's own). */
  tid: string;
}

// PKCS #8 DER prefix of an Ed25519 private key; the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const keyPairs = new WeakMap<Buffer, { privateKey: KeyObject; publicKey: KeyObject }>();

/**
 * The Ed25519 key pair of one server key: its seed is the key's `assertion` subkey, so every
 * instance with the same server keys signs with the same pair and a rotation rotates it too.
 */
function keyPairOf(ring: KeyRing, key: ServerKey) {
  const seed = ring.subkey('assertion', key);
  let pair = keyPairs.get(seed);
  if (!pair) {
    const privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    pair = { privateKey, publicKey: createPublicKey(privateKey) };
    keyPairs.set(seed, pair);
  }
  return pair;
}

/**
 * A short-lived EdDSA JWT for `audience` (the upstream's name) and one call (`htm`, `htu`, `bh`),
 * issued by `issuer` with a fresh `jti`, signed with the signing server key's pair (`kid` = that
 * key's id); backends verify it against `/.well-known/jwks.json` and refuse a `jti` seen before.
 */
export async function signAssertion(
  ring: KeyRing,
  claims: AssertionClaims,
  o: { issuer: string; audience: string; now: number; call: AssertionCall },
): Promise<string> {
  const iat = Math.floor(o.now / 1000);
  const { sub, ...rest } = claims;
  const { method, url, body } = o.call;
  return new SignJWT({
    ...rest,
    roles: [...rest.roles],
    fns: [...rest.fns],
    htm: method.toUpperCase(),
    htu: url,
    ...(body !== undefined && { bh: bodyHash(body) }),
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: ring.signing.kid })
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuer(o.issuer)
    .setAudience(o.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ASSERTION_SECONDS)
    .sign(keyPairOf(ring, ring.signing).privateKey);
}

/** One public key of the JWKS. */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** The public keys of every verifying server key (the signing one first): `{ keys: [...] }`. */
export function publicJwks(ring: KeyRing): { keys: PublicJwk[] } {
  const ordered = [ring.signing, ...[...ring.verifying.values()].filter((k) => k.kid !== ring.signing.kid)];
  return {
    keys: ordered.map((key) => {
      const jwk = keyPairOf(ring, key).publicKey.export({ format: 'jwk' });
      return { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x), kid: key.kid, alg: 'EdDSA', use: 'sig' };
    }),
  };
}
