import type { FastifyInstance } from 'fastify';
import type { ApprovalBody, ApprovalType } from '../../../schemas/api/auth.ts';
import type { AppProp } from '../../../schemas/api/initialData.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { AUTH_MESSAGES } from '../../core/auth/index.ts';
import { approvalRequests, loadAuthProps } from '../db/index.ts';
import { apiRoute, spendPasswordCheck, verifyPassword } from '../platform/index.ts';
import { takeApprovalNotice } from './approvalOutcome.ts';
import type { AuthDeps } from './authDeps.ts';
import { outcome, underAttemptLimits } from './results.ts';
import { findCurrentUser, recordLoginFailure, type UserRow } from './users.ts';

/** Result code when app_props.authApprovalType is NONE. */
export const APPROVAL_DISABLED_CODE = 'APRV_DISABLED';
/** Result code when the account is not in the state the approval type is for. */
export const APPROVAL_NOT_APPLICABLE_CODE = 'APRV_NOT_APPLICABLE';

const ACCEPTED: Record<ApprovalType, string> = {
  '01': AUTH_MESSAGES.approval01,
  '02': AUTH_MESSAGES.approval02,
  '03': AUTH_MESSAGES.approval03,
};

/** Whether the account is in the state an approval type is for (fidelity.md, Session). */
function applies(type: ApprovalType, user: UserRow, props: AppProp): boolean {
  switch (type) {
    case '01':
      return user.lockedYn === 'Y';
    case '02':
      return (
        user.lockedYn === 'Y' &&
        props.maximumLoginFailNumbers > 0 &&
        user.loginFailCnt >= props.maximumLoginFailNumbers
      );
    case '03':
      return user.expiredYn === 'Y' || user.dormantYn === 'Y';
  }
}

/**
 * POST /approval (secured, public): asks an administrator to unlock the account (01, FS09), reset
 * the password (02, locked by failed logins; the password may be wrong, the user must exist) or
 * release dormancy (03, FS07). 01 and 03 need the right password (FS02 otherwise), under the login
 * rate limits. Idempotent: one open request per user and type (`alreadyRequested` tells).
 */
export function registerApproval(app: FastifyInstance, deps: AuthDeps): void {
  apiRoute(app, API_ROUTES['auth.approval'], async (request) => {
    const input = request.body;
    const db = app.db;
    const props = await loadAuthProps(db, deps.config.management.systemCode);
    if (props.authApprovalType === 'NONE') {
      return outcome(APPROVAL_DISABLED_CODE, AUTH_MESSAGES.approvalDisabled, null);
    }
    const ip = request.ip;
    return underAttemptLimits(deps, input.userId, ip, async (succeeded) => {
      const user = await findCurrentUser(db, input.userId, deps.config.auth.lock.minutes, deps.now());
      if (!user) {
        await spendPasswordCheck(input.userPw);
        return outcome('FS02', AUTH_MESSAGES.FS02, null);
      }
      if (input.aprvTypeCd !== '02' && !(await verifyPassword(user.pwdHash, input.userPw))) {
        // A wrong password here is a guess like any other: it counts toward the lock.
        await recordLoginFailure(db, user, props.maximumLoginFailNumbers, ip, new Date(deps.now()));
        return outcome('FS02', AUTH_MESSAGES.FS02, null);
      }
      await succeeded();
      if (!applies(input.aprvTypeCd, user, props)) {
        return outcome(APPROVAL_NOT_APPLICABLE_CODE, AUTH_MESSAGES.approvalNotApplicable, null);
      }
      // The partial unique index (one REQUESTED row per user and type) makes a repeat a no-op, also
      // when two requests race.
      const inserted = await db
        .insert(approvalRequests)
        .values({
          usrId: user.usrId,
          aprvTypeCd: input.aprvTypeCd,
          status: 'REQUESTED',
          reason: input.reason ?? null,
          regUsrId: user.usrId,
          regUsrIp: ip,
          updUsrId: user.usrId,
          updUsrIp: ip,
        })
        .onConflictDoNothing()
        .returning({ id: approvalRequests.id });
      // The password was right (01, 03): the decision on an earlier request is told here, since a
      // locked account's login no longer checks the password and so never tells it.
      const notice = input.aprvTypeCd === '02' ? undefined : await takeApprovalNotice(db, user.usrId);
      const body: ApprovalBody = {
        aprvTypeCd: input.aprvTypeCd,
        requested: true,
        alreadyRequested: inserted.length === 0,
        ...(notice !== undefined && { approvalNotice: notice }),
      };
      request.log.info({ usrId: user.usrId, ...body }, 'approval requested');
      return outcome('0000', ACCEPTED[input.aprvTypeCd], body);
    });
  });
}
