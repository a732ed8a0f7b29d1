import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { RoleRecord } from '../../../schemas/api/roleAdmin.ts';
import { authorities, type Queryable, roles, users } from '../db/index.ts';
import { systemErrors } from './systemErrors.ts';

type RoleRow = typeof roles.$inferSelect;

function roleRecord(row: RoleRow, userCount: number): RoleRecord {
  return {
    roleId: row.roleId,
    roleNm: row.roleNm,
    roleDesc: row.roleDesc,
    useYn: row.useYn === 'N' ? 'N' : 'Y',
    srtNo: row.srtNo,
    userCount,
    updDttm: row.updDttm.toISOString(),
    updUsrId: row.updUsrId,
  };
}

/** Every role by `srtNo` then id, with how many accounts hold each. */
export async function listRoles(db: Queryable): Promise<RoleRecord[]> {
  const holders = db
    .select({ roleId: users.roleId, n: count().as('n') })
    .from(users)
    .groupBy(users.roleId)
    .as('holders');
  const rows = await db
    .select({ role: roles, n: holders.n })
    .from(roles)
    .leftJoin(holders, eq(holders.roleId, roles.roleId))
    .orderBy(asc(roles.srtNo), asc(roles.roleId));
  return rows.map((r) => roleRecord(r.role, Number(r.n ?? 0)));
}

/** One role with its holder count; undefined when there is none. */
export async function findRole(db: Queryable, roleId: string): Promise<RoleRecord | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.roleId, roleId)).limit(1);
  if (!row) return undefined;
  const [held] = await db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return roleRecord(row, held?.n ?? 0);
}

/** The authority strings granted to a role (not to single users), sorted. */
export async function roleAuthorities(db: Queryable, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ authority: authorities.authority })
    .from(authorities)
    .where(and(eq(authorities.roleId, roleId), isNull(authorities.usrId)))
    .orderBy(asc(authorities.authority));
  return rows.map((r) => r.authority);
}

/** The roles an account or a menu may be given: those in use, by `srtNo` then id. */
export async function rolesInUse(db: Queryable): Promise<Array<{ roleId: string; roleNm: string }>> {
  return db
    .select({ roleId: roles.roleId, roleNm: roles.roleNm })
    .from(roles)
    .where(eq(roles.useYn, 'Y'))
    .orderBy(asc(roles.srtNo), asc(roles.roleId));
}

/** Refuses (400, before anything is written) a role that is not one in use. */
export async function requireRolesInUse(db: Queryable, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const known = new Set((await rolesInUse(db)).map((r) => r.roleId));
  for (const roleId of roleIds) if (!known.has(roleId)) throw systemErrors.roleNotFound(roleId);
}
