import type { FastifyInstance } from 'fastify';
import { publicJwks } from './identityAssertion.ts';

/** Where the public keys of the identity assertions are published (RFC 8615 well-known URI). */
export const JWKS_PATH = '/.well-known/jwks.json';

/** How long a backend or a proxy may keep the JWKS (seconds): a revoked key is gone from it this soon. */
export const JWKS_MAX_AGE_SECONDS = 1;

/**
 * How fresh the keys this route publishes are (ms): read from the database again when older, so an
 * instance that has not heard of a key change yet (the notification is on its way) publishes it
 * anyway; at most ten reads a second however often the JWKS is asked for.
 */
const JWKS_READ_MS = 100;

/**
 * `GET /.well-known/jwks.json`: the Ed25519 public keys (JWK Set) a backend verifies identity
 * assertions with, the signing key first and keys retired by `console secret rotate` while they
 * still verify. Public: the keys are public by nature. Cached one second: whichever instance a
 * backend asks, a key made or revoked is in or out of the answer within {@link JWKS_READ_MS}.
 */
export async function jwksRoute(app: FastifyInstance): Promise<void> {
  app.get(JWKS_PATH, async (_request, reply) => {
    const jwks = publicJwks(await app.serverKeys.current(JWKS_READ_MS));
    return reply
      .header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`)
      .type('application/jwk-set+json')
      .send(jwks);
  });
}
