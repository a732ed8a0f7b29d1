import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { type ConsoleCaller, consoleAssertionVerifier } from '../verify-assertion/verifyAssertion.mjs';

/** Who the console says is calling: the claims of its identity assertion. */
export type Caller = ConsoleCaller;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** The JSON body's bytes as received: the assertion's `bh` is their hash. */
    rawBody?: Buffer;
  }
}

/** Uploads the console streams through unread: their assertion carries no body hash. */
const STREAMED = /^(multipart\/|application\/octet-stream)/i;

/**
 * Keeps each JSON body's bytes (`request.rawBody`) beside the parsed value, for the body hash. A body
 * that is not JSON is a 400, as Fastify's own parser answers.
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    if (bytes.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(bytes.toString('utf8')));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });
}

/**
 * A preHandler that lets a call in only with a valid identity assertion of the console, made for
 * this very call: an EdDSA JWT in `Authorization: Bearer`, signed by a key of the console's JWKS,
 * for this audience (the upstream's name in console.config.yaml), at most 30 s long, naming this
 * method, path and query and body, and never seen before (`examples/verify-assertion`). Headers
 * alone prove nothing. Register `keepRawJsonBodies` on the same instance.
 */
export function requireConsoleIdentity(o: {
  jwks: URL | JWTVerifyGetKey;
  audience: string;
  issuer?: string;
  now?: () => number;
}) {
  const verify = consoleAssertionVerifier(o);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      request.caller = await verify({
        token: /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1],
        method: request.method,
        url: request.url,
        body: request.rawBody ?? '',
        streamed: STREAMED.test(request.headers['content-type'] ?? ''),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'identity assertion refused');
      return reply.code(401).send({ resultCode: 'UNAUTHORIZED', resultMessage: '인증되지 않은 호출입니다.' });
    }
  };
}
