import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './openDatabase.ts';
import { approvalRequests, users } from './schema.ts';

/** The columns of an account without a lock: no lock, no failures counted, no lock time. */
export const UNLOCKED = { lockedYn: 'N', loginFailCnt: 0, lockedDttm: null } as const;

/** Who unlocks, for the audit fields. */
export interface UnlockStamp {
  updDttm: Date;
  updUsrId: string;
  updUsrIp: string;
}

/**
 * Unlocks an account: lock, fail count and lock time cleared, and the user's open unlock and
 * password-reset requests (approval types 01, 02) marked APPROVED, in one transaction. `false` when
 * there is no such user. Used by `POST /api/system/user/unlock` and `console admin unlock`.
 */
export async function unlockAccount(db: Db, usrId: string, stamp: UnlockStamp): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...UNLOCKED, ...stamp })
      .where(eq(users.usrId, usrId))
      .returning({ usrId: users.usrId });
    if (!row) return false;
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
}
