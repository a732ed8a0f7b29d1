import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { addressKey, apiRoute, success, tooManyRequests } from '../platform/index.ts';

export interface ClientLogOptions {
  /** Reports one address may send per minute (on this instance). Default 30. */
  perMinute?: number | undefined;
}

const tooMany = (seconds: number) => tooManyRequests('오류 보고가', seconds);

/**
 * `POST /api/log/client` (public): an error the browser met, written to the server log at its level
 * with the request's transaction id (the failed call's, when the browser had one) and the user when
 * a session is sent. Public, because the login page fails too; so it is rate-limited per address
 * (per instance: it protects this process's log) and every field is capped by the schema. Nothing
 * is stored.
 */
export async function clientLogApi(app: FastifyInstance, options: ClientLogOptions): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
  // By address, an IPv6 address by its /64 (one subscriber holds the whole block).
  const limit = app.createRateLimit({
    max: options.perMinute ?? 30,
    timeWindow: 60_000,
    keyGenerator: (request) => addressKey(request.ip),
  });
  apiRoute(
    app,
    API_ROUTES['log.client'],
    async (request) => {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw tooMany(verdict.ttlInSeconds);
      const { level, message, stack, url } = request.body;
      request.log[level](
        { client: { url, stack, usrId: request.user?.usrId, userAgent: request.headers['user-agent'] } },
        `client: ${message}`,
      );
      return success({ logged: true as const });
    },
    { config: { optionalAuth: true } },
  );
}
