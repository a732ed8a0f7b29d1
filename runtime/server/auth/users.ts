import { and, eq, lte, sql } from 'drizzle-orm';
import type { LoginStatusCode } from '../../core/auth/index.ts';
import { noteChange } from '../cache/index.ts';
import type { Db } from '../db/index.ts';
import { UNLOCKED, users } from '../db/index.ts';
import { type RegionResolver, regionAllowed } from './region.ts';
import { endUserSessions } from './sessions.ts';

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
 * Whether the account's lock has run out: set by failed logins `lockMinutes` or more ago (0: never
 * by itself). A lock without a time (set by an administrator, or a seeded demo) never runs out.
 */
function lockRanOut(user: UserRow, lockMinutes: number, now: number): boolean {
  return (
    lockMinutes > 0 && user.lockedDttm !== null && user.lockedDttm.getTime() + lockMinutes * 60_000 <= now
  );
}

/**
 * The account with this id as it is now (undefined when there is none): a lock that ran out is
 * lifted first, in one conditional statement, so concurrent requests lift it once.
 */
export async function findCurrentUser(
  db: Db,
  usrId: string,
  lockMinutes: number,
  now: number,
): Promise<UserRow | undefined> {
  const user = await findUser(db, usrId);
  if (user?.lockedYn !== 'Y' || !lockRanOut(user, lockMinutes, now)) return user;
  const [row] = await db
    .update(users)
    .set({ ...UNLOCKED, updDttm: new Date(now), updUsrId: 'system' })
    .where(
      and(
        eq(users.usrId, user.usrId),
        eq(users.lockedYn, 'Y'),
        lte(users.lockedDttm, new Date(now - lockMinutes * 60_000)),
      ),
    )
    .returning();
  if (row) noteChange(db, { t: 'user', k: usrId });
  return row ?? (await findUser(db, usrId)) ?? user;
}

/** Whether a live session of this account must end: blocked, locked, expired, dormant or pending. */
function accountEndsSessions(user: UserRow, lockMinutes: number, now: number): boolean {
  if (user.status === 'BLOCKED' || user.pendingYn === 'Y') return true;
  if (user.expiredYn === 'Y' || user.dormantYn === 'Y') return true;
  return user.lockedYn === 'Y' && !lockRanOut(user, lockMinutes, now);
}

/**
 * Whether the account `usrId` may keep its live sessions, given the account as just read (or kept
 * by the hot cache; `undefined` when there is none). When it may not (blocked, locked, expired,
 * dormant, pending, or gone) they are ended at once, so the API and the duplicate check agree.
 */
export async function accountKeepsSessions(
  db: Db,
  usrId: string,
  account: UserRow | undefined,
  o: { lockMinutes: number; ip: string; now: number },
): Promise<boolean> {
  if (account && !accountEndsSessions(account, o.lockMinutes, o.now)) return true;
  await endUserSessions(db, usrId, { ip: o.ip, now: new Date(o.now) });
  return false;
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
  now: Date = new Date(),
): Promise<{ loginFailCnt: number; locked: boolean }> {
  const next = sql`${users.loginFailCnt} + 1`;
  const reached = sql`${next} >= ${maximum}`;
  const [row] = await db
    .update(users)
    .set({
      loginFailCnt: next,
      ...(maximum > 0
        ? {
            lockedYn: sql`case when ${reached} then 'Y' else 'N' end`,
            lockedDttm: sql`case when ${reached} then ${now.toISOString()}::timestamptz else null end`,
          }
        : {}),
      updDttm: new Date(),
      updUsrId: user.usrId,
      updUsrIp: ip,
    })
    .where(and(eq(users.usrId, user.usrId), eq(users.lockedYn, 'N')))
    .returning({ loginFailCnt: users.loginFailCnt, lockedYn: users.lockedYn });
  noteChange(db, { t: 'user', k: user.usrId });
  if (row) return { loginFailCnt: row.loginFailCnt, locked: row.lockedYn === 'Y' };
  const current = await findUser(db, user.usrId);
  return { loginFailCnt: current?.loginFailCnt ?? user.loginFailCnt, locked: true };
}
