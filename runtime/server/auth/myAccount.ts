import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MyAccountBody } from '../../../schemas/api/auth.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { mask } from '../../core/mask/index.ts';
import { dayIn } from '../../core/time/index.ts';
import { loadAuthProps, loginHistory, roles, users } from '../db/index.ts';
import { apiRoute, authErrors, success } from '../platform/index.ts';
import type { AuthDeps } from './authDeps.ts';
import { KEY_SENT_CODE } from './loginHistory.ts';

const DAY_MS = 86_400_000;

/**
 * GET /me: the caller's own account for 내 정보: name, role, e-mail and mobile masked by the
 * company's standard, when the password was changed and when a change is due, the successful login
 * before this one and the failed attempts since (a sign someone tried the password; a key login's
 * first step is none).
 */
export function registerMyAccount(app: FastifyInstance, deps: AuthDeps): void {
  apiRoute(app, API_ROUTES['auth.me'], async (request) => {
    const caller = request.user;
    if (!caller) throw authErrors.unauthorized();
    const db = app.db;
    const [user] = await db
      .select({
        usrId: users.usrId,
        usrNm: users.usrNm,
        roleNm: roles.roleNm,
        email: users.email,
        mobile: users.mobile,
        secondFactor: users.secondFactor,
        pwdChgDttm: users.pwdChgDttm,
      })
      .from(users)
      .leftJoin(roles, eq(roles.roleId, users.roleId))
      .where(eq(users.usrId, caller.usrId))
      .limit(1);
    if (!user) throw authErrors.unauthorized();
    // The current login and the one before it (the latter is what 내 정보 shows).
    const [, previous] = await db
      .select({ loginDttm: loginHistory.loginDttm, ip: loginHistory.ip })
      .from(loginHistory)
      .where(and(eq(loginHistory.usrId, user.usrId), eq(loginHistory.succYn, 'Y')))
      .orderBy(desc(loginHistory.loginDttm), desc(loginHistory.id))
      .limit(2);
    // Failed attempts since the previous login (before or after this one): the first step of a
    // login with a key (KEY, recorded as not yet successful) is no failure.
    const failed = previous
      ? await db
          .select({ id: loginHistory.id })
          .from(loginHistory)
          .where(
            and(
              eq(loginHistory.usrId, user.usrId),
              eq(loginHistory.succYn, 'N'),
              ne(loginHistory.resCd, KEY_SENT_CODE),
              gt(loginHistory.loginDttm, previous.loginDttm),
            ),
          )
      : [];
    const { config } = deps;
    const { passwordChangeDays } = await loadAuthProps(db, config.management.systemCode);
    const preset = config.privacy.masking;
    const body: MyAccountBody = {
      usrId: user.usrId,
      usrNm: user.usrNm,
      roleNm: user.roleNm,
      email: user.email ? mask('EMAIL', user.email, preset) : null,
      mobile: user.mobile ? mask('PHONE', user.mobile, preset) : null,
      secondFactor: user.secondFactor,
      pwdChgDttm: user.pwdChgDttm.toISOString(),
      pwdChangeDue:
        passwordChangeDays > 0
          ? dayIn(user.pwdChgDttm.getTime() + passwordChangeDays * DAY_MS, config.app.timeZone)
          : null,
      lastLogin: previous ? { loginDttm: previous.loginDttm.toISOString(), ip: previous.ip } : null,
      failedSinceLast: failed.length,
    };
    return success(body);
  });
}
