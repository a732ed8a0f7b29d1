import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who the console says is calling: the claims of its identity assertion. */
export interface Caller {
  /** User id. */
  sub: string;
  name: string;
  roles: string[];
  /** Functions the user holds on the calling menu (SEARCH, SAVE, DELETE, EXCEL…). */
  fns: string[];
  /** The calling menu and its program. */
  mnu: string;
  pgm: string | null;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

/**
 * A preHandler that lets a call in only with a valid identity assertion of the console: an EdDSA
 * JWT in `Authorization: Bearer`, signed by a key of the console's JWKS, for this audience (the
 * upstream's name in console.config.yaml), unexpired. Headers alone prove nothing.
 */
export function requireConsoleIdentity(o: {
  jwks: URL | JWTVerifyGetKey;
  audience: string;
  issuer?: string;
}) {
  const keys = o.jwks instanceof URL ? createRemoteJWKSet(o.jwks) : o.jwks;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    try {
      if (!token) throw new Error('no assertion');
      const { payload } = await jwtVerify(token, keys, {
        audience: o.audience,
        algorithms: ['EdDSA'],
        ...(o.issuer ? { issuer: o.issuer } : {}),
      });
      request.caller = payload as unknown as Caller;
    } catch (error) {
      request.log.warn({ err: error }, 'identity assertion refused');
      return reply.code(401).send({ resultCode: 'UNAUTHORIZED', resultMessage: '인증되지 않은 호출입니다.' });
    }
  };
}
