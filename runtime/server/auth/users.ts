import { and, eq, sql } from 'drizzle-orm';
import type { LoginStatusCode } from '../../core/auth/authMessages.ts';
import type { Db } from '../db/openDatabase.ts';
import { users } from '../db/schema.ts';
import { type RegionResolver, regionAllowed } from './region.ts';

export type UserRow = typeof users.$inferSelect;

/** The account with exactly this id, or undefined. */
export async function findUser(db: Db, usrId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.usrId, usrId)).limit(1);
  return row;
}

/**
 * Why an account with a right password still may not log in, checked in this order: blocked FS06,
 * awaiting approval FM17, region FS04, expired or dormant FS07, locked FS09, password change
 * required FS08. Undefined when nothing stands in the way.
 */
export async function loginStatus(
  user: UserRow,
  ip: string,
  resolveRegion: RegionResolver,
): Promise<LoginStatusCode | undefined> {
  if (user.status === 'BLOCKED') return 'FS06';
  if (user.pendingYn === 'Y') return 'FM17';
  if (user.allowedRegions?.trim() && !regionAllowed(user.allowedRegions, await resolveRegion(ip)))
    return 'FS04';
  if (user.expiredYn === 'Y' || user.dormantYn === 'Y') return 'FS07';
  if (user.lockedYn === 'Y') return 'FS09';
  if (user.pwdChgReqYn === 'Y') return 'FS08';
  return undefined;
}

/**
 * Counts a wrong password in one statement (safe against concurrent attempts on every process):
 * the count goes up, and reaching `maximum` (> 0) locks the account. A locked account is left as it
 * is. Returns the count and lock after the attempt.
 */
export async function recordLoginFailure(
  db: Db,
  user: UserRow,
  maximum: number,
  ip: string,
): Promise<{ loginFailCnt: number; locked: boolean }> {
  const next = sql`${users.loginFailCnt} + 1`;
  const [row] = await db
    .update(users)
    .set({
      loginFailCnt: next,
      ...(maximum > 0 ? { lockedYn: sql`case when ${next} >= ${maximum} then 'Y' else 'N' end` } : {}),
      updDttm: new Date(),
      updUsrId: user.usrId,
      updUsrIp: ip,
    })
    .where(and(eq(users.usrId, user.usrId), eq(users.lockedYn, 'N')))
    .returning({ loginFailCnt: users.loginFailCnt, lockedYn: users.lockedYn });
  if (row) return { loginFailCnt: row.loginFailCnt, locked: row.lockedYn === 'Y' };
  const now = await findUser(db, user.usrId);
  return { loginFailCnt: now?.loginFailCnt ?? user.loginFailCnt, locked: true };
}
