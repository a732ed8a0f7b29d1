import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import type { LockedUser } from '../../../schemas/api/userAdmin.ts';
import { unlockAccount, users } from '../db/index.ts';
import { apiRoute, auditStamp, type PluginOptions, success, updateStamp } from '../platform/index.ts';
import { systemErrors } from './systemErrors.ts';

/**
 * User administration bound to the SYSTEM_USER program: the locked accounts, and unlocking one (SAVE).
 * Locks also lift by themselves `auth.lock.minutes` after they were set; this is the way out when
 * that is 0, or sooner.
 */
export async function userAdminApi(app: FastifyInstance, _options: PluginOptions): Promise<void> {
  apiRoute(app, API_ROUTES['user.locked'], async () => {
    const rows = await app.db
      .select({
        usrId: users.usrId,
        usrNm: users.usrNm,
        loginFailCnt: users.loginFailCnt,
        lockedDttm: users.lockedDttm,
      })
      .from(users)
      .where(eq(users.lockedYn, 'Y'))
      .orderBy(asc(users.usrId));
    const body: LockedUser[] = rows.map((r) => ({ ...r, lockedDttm: r.lockedDttm?.toISOString() ?? null }));
    return success(body);
  });

  apiRoute(app, API_ROUTES['user.unlock'], async (request) => {
    const { usrId } = request.body;
    const stamp = updateStamp(auditStamp(request));
    const unlocked = await unlockAccount(app.db, usrId, stamp);
    if (!unlocked) throw systemErrors.userNotFound(usrId);
    request.log.info({ usrId }, 'account unlocked by an administrator');
    return success({ usrId, unlocked: true as const });
  });
}
