import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FUNCTIONS, MANAGEMENT_PROGRAMS } from '../../../schemas/api/programs.ts';
import { type LockedUser, userUnlockSchema } from '../../../schemas/api/system.ts';
import type { ManagementApiOptions } from '../api/managementApi.ts';
import { approvalRequests, users } from '../db/schema.ts';
import { success } from '../http/index.ts';
import { auditStamp, updateStamp } from './auditStamp.ts';
import { systemErrors } from './systemErrors.ts';

const read = { config: { program: { id: MANAGEMENT_PROGRAMS.user } } };
const save = { config: { program: { id: MANAGEMENT_PROGRAMS.user, fn: FUNCTIONS.save } } };

/**
 * User administration bound to the SYSTEM_USER program: the locked accounts, and unlocking one (SAVE).
 * Locks also lift by themselves `auth.lock.minutes` after they were set; this is the way out when
 * that is 0, or sooner.
 */
export async function userAdminApi(app: FastifyInstance, _options: ManagementApiOptions): Promise<void> {
  app.post('/user/locked', read, async () => {
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

  app.post('/user/unlock', save, async (request) => {
    const { usrId } = userUnlockSchema.parse(request.body);
    const stamp = updateStamp(auditStamp(request));
    const unlocked = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ lockedYn: 'N', loginFailCnt: 0, lockedDttm: null, ...stamp })
        .where(eq(users.usrId, usrId))
        .returning({ usrId: users.usrId });
      if (!row) return false;
      // The user's open unlock and password-reset requests are answered by this.
      await tx
        .update(approvalRequests)
        .set({ status: 'APPROVED', ...stamp })
        .where(
          and(
            eq(approvalRequests.usrId, usrId),
            eq(approvalRequests.status, 'REQUESTED'),
            inArray(approvalRequests.aprvTypeCd, ['01', '02']),
          ),
        );
      return true;
    });
    if (!unlocked) throw systemErrors.userNotFound(usrId);
    request.log.info({ usrId }, 'account unlocked by an administrator');
    return success({ usrId, unlocked: true as const });
  });
}
