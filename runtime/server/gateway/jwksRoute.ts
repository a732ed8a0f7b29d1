import type { FastifyInstance } from 'fastify';
import { publicJwks } from './identityAssertion.ts';

/** Where the public keys of the identity assertions are published (RFC 8615 well-known URI). */
export const JWKS_PATH = '/.well-known/jwks.json';

/** How long a backend or a proxy may keep the JWKS (seconds): a revoked key is gone from it this soon. */
export const JWKS_MAX_AGE_SECONDS = 1;

/**
 * `GET /.well-known/jwks.json`: the Ed25519 public keys (JWK Set) a backend verifies identity
 * assertions with, the signing key first and keys retired by `console secret rotate` while they
 * still verify. Public: the keys are public by nature. Cached one second: every instance re-reads
 * its keys the moment they change (the server_keys trigger), so a revoked key leaves every
 * instance's answer at once and a backend's copy a second later.
 */
export async function jwksRoute(app: FastifyInstance): Promise<void> {
  app.get(JWKS_PATH, async (_request, reply) => {
    const jwks = publicJwks(await app.serverKeys.ring());
    return reply
      .header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`)
      .type('application/jwk-set+json')
      .send(jwks);
  });
}
