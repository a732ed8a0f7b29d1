import type { FastifyInstance } from 'fastify';
import { publicJwks } from './identityAssertion.ts';

/** Where the public keys of the identity assertions are published (RFC 8615 well-known URI). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * `GET /.well-known/jwks.json`: the Ed25519 public keys (JWK Set) a backend verifies identity
 * assertions with, the signing key first and keys retired by `console secret rotate` while they
 * still verify. Public: the keys are public by nature. Cached 5 minutes, so a backend picks up a
 * rotation well within the retired keys' grace.
 */
export async function jwksRoute(app: FastifyInstance): Promise<void> {
  app.get(JWKS_PATH, async (_request, reply) => {
    const jwks = publicJwks(await app.serverKeys.ring());
    return reply.header('cache-control', 'public, max-age=300').type('application/jwk-set+json').send(jwks);
  });
}
