import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { SlidingWindows } from '../db/index.ts';
import { addressKey, apiRoute, success, tooManyRequests } from '../platform/index.ts';

export interface ClientLogOptions {
  /** Reports one address may send per minute (on every instance together). Default 30. */
  perMinute?: number | undefined;
}

const tooMany = (seconds: number) => tooManyRequests('오류 보고가', seconds);

/**
 * `POST /api/log/client` (public): an error the browser met, written to the server log at its level
 * with the request's transaction id (the failed call's, when the browser had one) and the user when
 * a session is sent. Public, because the login page fails too; so it is rate-limited per address
 * (an IPv6 address by its /64; counted in the database, so N instances do not take N times as many)
 * and every field is capped by the schema. Nothing but the count is stored.
 */
export async function clientLogApi(app: FastifyInstance, options: ClientLogOptions): Promise<void> {
  const windows = new SlidingWindows(() => app.db);
  const rule = { limit: options.perMinute ?? 30, windowMs: 60_000 };
  apiRoute(
    app,
    API_ROUTES['log.client'],
    async (request) => {
      // By address, an IPv6 address by its /64 (one subscriber holds the whole block).
      const { retryAfterSeconds } = await windows.count([
        { bucket: 'client-log', key: addressKey(request.ip), rule },
      ]);
      if (retryAfterSeconds > 0) throw tooMany(retryAfterSeconds);
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
