import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { UserRecord, UserState } from '../../../schemas/api/userAdmin.ts';
import { checkPassword, generatePassword, PASSWORD_MESSAGES } from '../../core/auth/index.ts';
import { containsPattern, type Queryable, roles, UNLOCKED, users } from '../db/index.ts';
import { systemErrors } from './systemErrors.ts';

/** What 사용자 관리 searches by (already validated). */
export interface UserSearch {
  usrId?: string | null | undefined;
  usrNm?: string | null | undefined;
  roleId?: string | null | undefined;
  status?: UserState | 'LOCKED' | null | undefined;
  page: number;
  size: number;
  sort?: string | null | undefined;
}

type UserRow = typeof users.$inferSelect;

/** The state an administrator sees and sets: blocked, dormant (or expired), else active. */
export function userState(row: Pick<UserRow, 'status' | 'dormantYn' | 'expiredYn'>): UserState {
  if (row.status === 'BLOCKED') return 'BLOCKED';
  if (row.dormantYn === 'Y' || row.expiredYn === 'Y') return 'DORMANT';
  return 'ACTIVE';
}

/** The columns that store a state (ACTIVE also clears an expiry, so the account may log in again). */
export function stateColumns(state: UserState): Pick<UserRow, 'status' | 'dormantYn' | 'expiredYn'> {
  switch (state) {
    case 'BLOCKED':
      return { status: 'BLOCKED', dormantYn: 'N', expiredYn: 'N' };
    case 'DORMANT':
      return { status: 'ACTIVE', dormantYn: 'Y', expiredYn: 'N' };
    case 'ACTIVE':
      return { status: 'ACTIVE', dormantYn: 'N', expiredYn: 'N' };
  }
}

const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** A user row (and its role's name) as the API answers it: never the password hash. */
export function userRecord(row: UserRow, roleNm: string | null): UserRecord {
  return {
    usrId: row.usrId,
    usrNm: row.usrNm,
    roleId: row.roleId,
    roleNm,
    state: userState(row),
    lockedYn: yn(row.lockedYn),
    pendingYn: yn(row.pendingYn),
    pwdChgReqYn: yn(row.pwdChgReqYn),
    loginFailCnt: row.loginFailCnt,
    email: row.email,
    mobile: row.mobile,
    allowedRegions: row.allowedRegions,
    secondFactor: row.secondFactor,
    pwdChgDttm: row.pwdChgDttm.toISOString(),
    regDttm: row.regDttm.toISOString(),
    updDttm: row.updDttm.toISOString(),
    updUsrId: row.updUsrId,
  };
}

function stateWhere(status: UserSearch['status']): SQL | undefined {
  switch (status) {
    case 'BLOCKED':
      return eq(users.status, 'BLOCKED');
    case 'DORMANT':
      return and(ne(users.status, 'BLOCKED'), or(eq(users.dormantYn, 'Y'), eq(users.expiredYn, 'Y')));
    case 'ACTIVE':
      return and(ne(users.status, 'BLOCKED'), eq(users.dormantYn, 'N'), eq(users.expiredYn, 'N'));
    case 'LOCKED':
      return eq(users.lockedYn, 'Y');
    default:
      return undefined;
  }
}

const SORTS: Record<string, SQL> = {
  usrId: asc(users.usrId),
  '-usrId': desc(users.usrId),
  usrNm: asc(users.usrNm),
  '-usrNm': desc(users.usrNm),
  regDttm: asc(users.regDttm),
  '-regDttm': desc(users.regDttm),
};

/** One page of the accounts a search finds, and how many it finds in all. */
export async function searchUsers(
  db: Queryable,
  search: UserSearch,
): Promise<{ list: UserRecord[]; totalCount: number }> {
  const where = and(
    search.usrId ? ilike(users.usrId, containsPattern(search.usrId)) : undefined,
    search.usrNm ? ilike(users.usrNm, containsPattern(search.usrNm)) : undefined,
    search.roleId ? eq(users.roleId, search.roleId) : undefined,
    stateWhere(search.status),
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, roleNm: roles.roleNm })
    .from(users)
    .leftJoin(roles, eq(roles.roleId, users.roleId))
    .where(where)
    .orderBy(SORTS[search.sort ?? 'usrId'] ?? asc(users.usrId), asc(users.usrId))
    .limit(search.size)
    .offset((search.page - 1) * search.size);
  return { list: rows.map((r) => userRecord(r.user, r.roleNm)), totalCount: total?.n ?? 0 };
}

/** One account with its role's name; undefined when there is none. */
export async function findUserRecord(db: Queryable, usrId: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({ user: users, roleNm: roles.roleNm })
    .from(users)
    .leftJoin(roles, eq(roles.roleId, users.roleId))
    .where(eq(users.usrId, usrId))
    .limit(1);
  return row && userRecord(row.user, row.roleNm);
}

/**
 * A password the administrator chose, or a one-time one the server makes (`generated`, to show once),
 * checked against the password rule for this user.
 */
export function initialPassword(usrId: string, chosen: string | null | undefined) {
  const generated = chosen ? undefined : generatePassword(randomInt, { userId: usrId });
  const password = chosen ?? (generated as string);
  const problem = checkPassword(password, { userId: usrId });
  if (problem) throw systemErrors.passwordRule(PASSWORD_MESSAGES[problem]);
  return { password, generated };
}

/** The columns of an account given a password it must change at its next login (FS08), unlocked. */
export function newPasswordColumns(pwdHash: string, at: Date) {
  return { pwdHash, pwdChgReqYn: 'Y', pwdChgDttm: at, ...UNLOCKED } as const;
}
