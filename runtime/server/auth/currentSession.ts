import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { apiRoute, authErrors, success } from '../platform/index.ts';

/**
 * GET /session: the caller's user and authority strings as the server checks them now (the hot
 * cache drops an account the moment its grants change). The browser keeps the login answer's roles
 * for its guard; a page load reads these, so a menu granted since (a screen added under `console
 * dev`) opens without a new login, and a revoked one closes. Every call is still authorised on the
 * server whatever the browser holds.
 */
export function registerCurrentSession(app: FastifyInstance): void {
  apiRoute(app, API_ROUTES['auth.session'], async (request) => {
    // The auth hook refused a call without a live session (auth.enabled off: nobody is logged in).
    const user = request.user;
    if (!user) throw authErrors.unauthorized();
    return success({
      user: { usrId: user.usrId, usrNm: user.usrNm },
      authorities: user.roles.map((clientAuthority) => ({ clientAuthority })),
    });
  });
}
