import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';

/** The key ring of `app.serverKeys` (the authentication feature's decorator). */
type KeyRing = Awaited<ReturnType<FastifyInstance['serverKeys']['ring']>>;
/** One server key of the ring. */
type ServerKey = KeyRing['signing'];

/** How long an identity assertion is valid (seconds): one call, with room for clock skew. */
export const ASSERTION_SECONDS = 60;

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
  /** The transaction id, the same as `X-Tran-Id`. */
  jti: string;
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
 * A short-lived EdDSA JWT for `audience` (the upstream's name), issued by `issuer`, signed with the
 * signing server key's pair (`kid` = that key's id); backends verify it against `/.well-known/jwks.json`.
 */
export async function signAssertion(
  ring: KeyRing,
  claims: AssertionClaims,
  o: { issuer: string; audience: string; now: number },
): Promise<string> {
  const iat = Math.floor(o.now / 1000);
  const { sub, jti, ...rest } = claims;
  return new SignJWT({ ...rest, roles: [...rest.roles], fns: [...rest.fns] })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: ring.signing.kid })
    .setSubject(sub)
    .setJti(jti)
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
