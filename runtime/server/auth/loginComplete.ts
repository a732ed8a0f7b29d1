import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { AUTH_MESSAGES } from '../../core/auth/index.ts';
import { loadAuthProps } from '../db/index.ts';
import { apiRoute, success } from '../platform/index.ts';
import type { AuthDeps } from './authDeps.ts';
import { checkAuthKey } from './authKeys.ts';
import { recordedAttempt } from './loginHistory.ts';
import { completeLogin } from './loginSuccess.ts';
import { outcome, refusedByStatus, underAttemptLimits } from './results.ts';
import { findCurrentUser, loginStatus } from './users.ts';

/**
 * POST /login-complete (secured, public): the second step. resultCode FS0F when there is no usable
 * key (none, expired, used up); resultCode 0000 with `resCd FS0F` for a wrong key (counted; the
 * fifth voids it); the right key logs in exactly as /login does. The account status is checked
 * again, since it may have changed while the key was on its way.
 */
export function registerLoginComplete(app: FastifyInstance, deps: AuthDeps): void {
  apiRoute(app, API_ROUTES['auth.loginComplete'], async (request, reply) => {
    const sysCd = deps.config.management.systemCode;
    return recordedAttempt(app.db, { sysCd, now: deps.now }, request, attempt(request, reply));
  });

  async function attempt(
    request: FastifyRequest<{ Body: { userId: string; authenticationKey: string } }>,
    reply: FastifyReply,
  ) {
    const input = request.body;
    const ip = request.ip;
    return underAttemptLimits(deps, input.userId, ip, async (succeeded) => {
      const db = app.db;
      const check = await checkAuthKey(db, {
        usrId: input.userId,
        key: input.authenticationKey,
        ring: await deps.tokens.keys.ring(),
        now: deps.now(),
      });
      if (check.outcome === 'invalid') {
        return outcome('FS0F', AUTH_MESSAGES.keyInvalid, { resCd: 'FS0F' as const, remainingAttempts: 0 });
      }
      if (check.outcome === 'wrong') {
        return outcome('0000', AUTH_MESSAGES.keyWrong, {
          resCd: 'FS0F' as const,
          remainingAttempts: check.remainingAttempts,
        });
      }
      await succeeded();
      const [props, user] = await Promise.all([
        loadAuthProps(db, deps.config.management.systemCode),
        findCurrentUser(db, input.userId, deps.config.auth.lock.minutes, deps.now()),
      ]);
      if (!user)
        return outcome('FS0F', AUTH_MESSAGES.keyInvalid, { resCd: 'FS0F' as const, remainingAttempts: 0 });
      const status = await loginStatus(user, ip, deps.resolveRegion);
      if (status) return refusedByStatus(status, user, props);
      const body = await completeLogin(app, deps, request, reply, user, props);
      request.log.info({ usrId: user.usrId }, 'login: success after the second step');
      return success(body);
    });
  }
}
