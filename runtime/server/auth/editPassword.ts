import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { editPasswordRequestSchema } from '../../../schemas/api/auth.ts';
import { AUTH_MESSAGES } from '../../core/auth/authMessages.ts';
import { checkPassword, PASSWORD_MESSAGES } from '../../core/auth/passwordRules.ts';
import { users } from '../db/schema.ts';
import { loadAuthProps } from './appProps.ts';
import type { AuthDeps } from './authDeps.ts';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords.ts';
import { beginAttempt, outcome } from './results.ts';
import { findUser, loginStatus } from './users.ts';

/** Result code of a new password that breaks a rule (the message names the rule). */
export const PASSWORD_RULE_CODE = 'PWD_RULE';
/** Result code when app_props.canUpdateUserPassword is false. */
export const PASSWORD_CHANGE_DISABLED_CODE = 'PWD_CHANGE_DISABLED';

/**
 * POST /edit-password (secured, public: the FS08 user has no session, so the old password is the
 * credential, under the login rate limits). Unknown id or wrong old password: FS02. An account that
 * may not log in for another reason answers that status code (FS06, FM17, FS04, FS07, FS09) as
 * resultCode. Refused with PWD_CHANGE_DISABLED when canUpdateUserPassword is false, unless the user
 * must change the password (FS08). A new password that breaks a rule: PWD_RULE with the rule's
 * message. Success changes the hash and the change date and clears the change request in one
 * statement (one transaction) that also checks the old hash did not change meanwhile.
 */
export function registerEditPassword(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/edit-password', { config: { public: true, secured: true } }, async (request) => {
    const input = editPasswordRequestSchema.parse(request.body);
    const ip = request.ip;
    const succeeded = await beginAttempt(deps, input.usrId, ip);
    const db = app.db;
    const user = await findUser(db, input.usrId);
    if (!user) {
      await spendPasswordCheck(input.oldPwd);
      return outcome('FS02', AUTH_MESSAGES.FS02, null);
    }
    if (!(await verifyPassword(user.pwdHash, input.oldPwd))) return outcome('FS02', AUTH_MESSAGES.FS02, null);
    await succeeded();
    const status = await loginStatus(user, ip, deps.resolveRegion);
    if (status && status !== 'FS08') return outcome(status, AUTH_MESSAGES[status], null);
    const props = await loadAuthProps(db, deps.config.management.systemCode);
    if (!props.canUpdateUserPassword && status !== 'FS08') {
      return outcome(PASSWORD_CHANGE_DISABLED_CODE, AUTH_MESSAGES.passwordChangeDisabled, null);
    }
    const problem = checkPassword(input.newPwd, { oldPassword: input.oldPwd, userId: input.usrId });
    if (problem) return outcome(PASSWORD_RULE_CODE, PASSWORD_MESSAGES[problem], { problem });

    const pwdHash = await hashPassword(input.newPwd);
    const now = new Date(deps.now());
    // One statement, so one transaction: the hash, the change date and the request flag together.
    const changed = await db
      .update(users)
      .set({
        pwdHash,
        pwdChgDttm: now,
        pwdChgReqYn: 'N',
        loginFailCnt: 0,
        updDttm: now,
        updUsrId: user.usrId,
        updUsrIp: ip,
      })
      .where(and(eq(users.usrId, user.usrId), eq(users.pwdHash, user.pwdHash)))
      .returning({ usrId: users.usrId });
    // Another change won the race: the old password given is no longer the password.
    if (changed.length === 0) return outcome('FS02', AUTH_MESSAGES.FS02, null);
    request.log.info({ usrId: user.usrId }, 'password changed');
    return outcome('0000', AUTH_MESSAGES.passwordChanged, { usrId: user.usrId, changed: true as const });
  });
}
