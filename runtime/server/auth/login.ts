import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { AUTH_MESSAGES } from '../../core/auth/index.ts';
import { loadAuthProps } from '../db/index.ts';
import { apiRoute, spendPasswordCheck, success, verifyPassword } from '../platform/index.ts';
import { takeApprovalNotice } from './approvalOutcome.ts';
import type { AuthDeps } from './authDeps.ts';
import { AUTH_KEY_SECONDS, newAuthKey, storeAuthKey } from './authKeys.ts';
import { recordedAttempt } from './loginHistory.ts';
import { completeLogin } from './loginSuccess.ts';
import { outcome, refusedByStatus, underAttemptLimits, withNotice } from './results.ts';
import { findCurrentUser, loginStatus, recordLoginFailure, type UserRow } from './users.ts';

/**
 * POST /login (secured, public). Outcomes, all HTTP 200:
 * - resultCode FS02: unknown id (`hasUser: false`) or wrong password (the failure is counted and
 *   may lock the account);
 * - resultCode 0000 with `body.resCd` FS09: a locked account, whatever the password (nothing
 *   written; the attempt counts toward the rate limits as a failure);
 * - resultCode 0000 with `body.resCd` FS06/FM17/FS04/FS07/FS08: right password, but the
 *   account may not log in (no tokens, nothing written);
 * - resultCode 0000 with `secondStep`: a key was sent, finish with /login-complete;
 * - resultCode 0000 with `resCd 0000`: logged in, tokens in the response headers.
 */
export function registerLogin(app: FastifyInstance, deps: AuthDeps): void {
  apiRoute(app, API_ROUTES['auth.login'], async (request, reply) => {
    const sysCd = deps.config.management.systemCode;
    return recordedAttempt(app.db, { sysCd, now: deps.now }, request, attempt(request, reply));
  });

  async function attempt(
    request: FastifyRequest<{ Body: { userId: string; userPw: string } }>,
    reply: FastifyReply,
  ) {
    const input = request.body;
    const ip = request.ip;
    return underAttemptLimits(deps, input.userId, ip, async (succeeded) => {
      const db = app.db;
      const props = await loadAuthProps(db, deps.config.management.systemCode);
      const user = await findCurrentUser(db, input.userId, deps.config.auth.lock.minutes, deps.now());
      if (!user) {
        await spendPasswordCheck(input.userPw);
        return outcome('FS02', AUTH_MESSAGES.FS02, { hasUser: false, loginFailCnt: 0 });
      }
      if (user.lockedYn === 'Y') {
        // Locked: the same answer whatever the password (its check's time spent all the same), so
        // guesses at a locked account learn nothing; the attempt stays counted as a failure. The
        // unlock request checks the password, and counts a wrong one.
        await spendPasswordCheck(input.userPw);
        request.log.info({ usrId: user.usrId }, 'login: locked account');
        return refusedByStatus('FS09', user, props);
      }
      if (!(await verifyPassword(user.pwdHash, input.userPw))) {
        const after = await recordLoginFailure(
          db,
          user,
          props.maximumLoginFailNumbers,
          ip,
          new Date(deps.now()),
        );
        request.log.info({ usrId: user.usrId, ...after }, 'login: wrong password');
        return outcome('FS02', AUTH_MESSAGES.FS02, {
          hasUser: true,
          loginFailCnt: after.loginFailCnt,
          maximumLoginFailNumbers: props.maximumLoginFailNumbers,
          locked: after.locked,
          authApprovalType: props.authApprovalType,
        });
      }
      await succeeded();
      const status = await loginStatus(user, ip, deps.resolveRegion);
      if (status) {
        request.log.info({ usrId: user.usrId, resCd: status }, 'login: refused by account status');
        return withNotice(refusedByStatus(status, user, props), await takeApprovalNotice(db, user.usrId));
      }
      if (user.secondFactor === 'KEY') return startSecondStep(app, deps, request, user);
      const body = await completeLogin(app, deps, request, reply, user, props);
      request.log.info({ usrId: user.usrId }, 'login: success');
      return withNotice(success(body), await takeApprovalNotice(db, user.usrId));
    });
  }
}

async function startSecondStep(app: FastifyInstance, deps: AuthDeps, request: FastifyRequest, user: UserRow) {
  const key = newAuthKey();
  await storeAuthKey(app.db, {
    usrId: user.usrId,
    key,
    ring: await deps.tokens.keys.ring(),
    now: deps.now(),
    ip: request.ip,
  });
  await deps.keySender.send(
    {
      usrId: user.usrId,
      usrNm: user.usrNm,
      email: user.email,
      mobile: user.mobile,
      key,
      expiresInSeconds: AUTH_KEY_SECONDS,
    },
    request.log,
  );
  return outcome('0000', AUTH_MESSAGES.keySent, {
    resCd: '0000' as const,
    secondStep: { required: true as const, expiresInSeconds: AUTH_KEY_SECONDS },
  });
}
