import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { AUTH_MESSAGES } from '../../core/auth/index.ts';
import { apiRoute } from '../platform/index.ts';
import { outcome } from './results.ts';
import { closeSession } from './sessions.ts';

/**
 * POST /logout: ends the caller's session. It needs a genuine token (none or a tampered one: 401),
 * but a session that already ended (logged out, replaced, expired) answers 0000 as well, so a
 * repeated logout is harmless (`loggedOut: false` then).
 */
export function registerLogout(app: FastifyInstance): void {
  const options = { config: { allowEndedSession: true } };
  apiRoute(
    app,
    API_ROUTES['auth.logout'],
    async (request) => {
      const user = request.user;
      if (user) {
        await closeSession(app.db, user.sessionId, request.ip);
        request.log.info({ usrId: user.usrId }, 'logout');
      }
      return outcome('0000', AUTH_MESSAGES.loggedOut, { loggedOut: user !== undefined });
    },
    options,
  );
}
