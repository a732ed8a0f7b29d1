import { eq, or } from 'drizzle-orm';
import type { CachedAccount } from '../cache/index.ts';
import type { Db } from '../db/index.ts';
import { authorities, users } from '../db/index.ts';

/** Authority strings granted to the user or to the user's role, sorted, without repeats. */
async function authorityStrings(db: Db, usrId: string, roleId: string | null): Promise<string[]> {
  const rows = await db
    .select({ authority: authorities.authority })
    .from(authorities)
    .where(
      roleId
        ? or(eq(authorities.usrId, usrId), eq(authorities.roleId, roleId))
        : eq(authorities.usrId, usrId),
    );
  return [...new Set(rows.map((r) => r.authority))].sort();
}

/**
 * The account `usrId` with its authority strings, read now (the hot cache keeps it per process:
 * `app.hotCache.accounts`). `undefined` for no such user.
 */
export async function loadAccount(db: Db, usrId: string): Promise<CachedAccount | undefined> {
  const [user] = await db.select().from(users).where(eq(users.usrId, usrId)).limit(1);
  if (!user) return undefined;
  return { user, roles: await authorityStrings(db, usrId, user.roleId ?? null) };
}

/** Authority strings and role id of a user, read now. `undefined` for no such user. */
export async function loadUserAuthorities(
  db: Db,
  usrId: string,
): Promise<{ roles: string[]; usrNm: string; roleId: string | null } | undefined> {
  const account = await loadAccount(db, usrId);
  if (!account) return undefined;
  return { roles: account.roles, usrNm: account.user.usrNm, roleId: account.user.roleId ?? null };
}
