import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { AUTH_MESSAGES, checkPassword, PASSWORD_MESSAGES } from '../../core/auth/index.ts';
import { noteChange } from '../cache/index.ts';
import { loadAuthProps, users } from '../db/index.ts';
import { apiRoute, hashPassword, spendPasswordCheck, verifyPassword } from '../platform/index.ts';
import type { AuthDeps } from './authDeps.ts';
import { outcome, underAttemptLimits } from './results.ts';
import { endUserSessions } from './sessions.ts';
import { findCurrentUser, loginStatus, recordLoginFailure } from './users.ts';

/** Result code of a new password that breaks a rule (the message names the rule). */
export const PASSWORD_RULE_CODE = 'PWD_RULE';
/** Result code when app_props.canUpdateUserPassword is false. */
export const PASSWORD_CHANGE_DISABLED_CODE = 'PWD_CHANGE_DISABLED';

/**
 * POST /edit-password (secured, public: the FS08 user has no session, so the old password is the
 * credential, under the login rate limits; a logged-in caller's token is read when sent). The new
 * password's rules are checked first (PWD_RULE), so that answer says nothing about the old password.
 * Unknown id or wrong old password: FS02, and a wrong one counts toward the account lock exactly as a
 * failed login does. A locked account answers FS09 whatever password is given. An account that may
 * not log in for another reason answers that status code (FS06, FM17, FS04, FS07) as resultCode.
 * Refused with PWD_CHANGE_DISABLED when canUpdateUserPassword is false, unless the user must change
 * the password (FS08). Success changes the hash and the change date and clears the change request in
 * one statement that also checks the old hash did not change meanwhile, then ends the user's other
 * sessions (their next call answers FS10).
 */
export function registerEditPassword(app: FastifyInstance, deps: AuthDeps): void {
  apiRoute(
    app,
    API_ROUTES['auth.editPassword'],
    async (request) => {
      const input = request.body;
      const ip = request.ip;
      return underAttemptLimits(deps, input.usrId, ip, async (succeeded) => {
        const problem = checkPassword(input.newPwd, { oldPassword: input.oldPwd, userId: input.usrId });
        if (problem) {
          await succeeded(); // no credential was tried
          return outcome(PASSWORD_RULE_CODE, PASSWORD_MESSAGES[problem], { problem });
        }
        const db = app.db;
        const now = deps.now();
        const user = await findCurrentUser(db, input.usrId, deps.config.auth.lock.minutes, now);
        if (!user) {
          await spendPasswordCheck(input.oldPwd);
          return outcome('FS02', AUTH_MESSAGES.FS02, null);
        }
        if (user.lockedYn === 'Y') {
          // The same answer, in the same time, for a right and a wrong password: no oracle.
          await spendPasswordCheck(input.oldPwd);
          return outcome('FS09', AUTH_MESSAGES.FS09, null);
        }
        const props = await loadAuthProps(db, deps.config.management.systemCode);
        if (!(await verifyPassword(user.pwdHash, input.oldPwd))) {
          const after = await recordLoginFailure(db, user, props.maximumLoginFailNumbers, ip, new Date(now));
          request.log.info({ usrId: user.usrId, ...after }, 'edit-password: wrong current password');
          return outcome('FS02', AUTH_MESSAGES.FS02, null);
        }
        await succeeded();
        const status = await loginStatus(user, ip, deps.resolveRegion);
        if (status && status !== 'FS08') return outcome(status, AUTH_MESSAGES[status], null);
        if (!props.canUpdateUserPassword && status !== 'FS08') {
          return outcome(PASSWORD_CHANGE_DISABLED_CODE, AUTH_MESSAGES.passwordChangeDisabled, null);
        }

        const pwdHash = await hashPassword(input.newPwd);
        const at = new Date(now);
        // One statement, so one transaction: the hash, the change date and the request flag together.
        const changed = await db
          .update(users)
          .set({
            pwdHash,
            pwdChgDttm: at,
            pwdChgReqYn: 'N',
            loginFailCnt: 0,
            updDttm: at,
            updUsrId: user.usrId,
            updUsrIp: ip,
          })
          .where(and(eq(users.usrId, user.usrId), eq(users.pwdHash, user.pwdHash)))
          .returning({ usrId: users.usrId });
        // Another change won the race: the old password given is no longer the password.
        if (changed.length === 0) return outcome('FS02', AUTH_MESSAGES.FS02, null);
        noteChange(db, { t: 'user', k: user.usrId });
        // Whoever knew the old password keeps no session; the caller's own session (if it sent one) stays.
        const keep = request.user?.usrId === user.usrId ? request.user.sessionId : undefined;
        const ended = await endUserSessions(db, user.usrId, { keep, ip, now: at });
        request.log.info({ usrId: user.usrId, endedSessions: ended }, 'password changed');
        return outcome('0000', AUTH_MESSAGES.passwordChanged, { usrId: user.usrId, changed: true as const });
      });
    },
    { config: { optionalAuth: true } },
  );
}
