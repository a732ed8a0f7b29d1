import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { authorities, users } from '../db/index.ts';

const TTL_MS = 30_000;
const cache = new Map<string, { roles: string[]; usrNm: string; roleId: string | null; at: number }>();

/**
 * Authority strings and role id of a user (granted to the user or the user's role), cached for 30 s per
 * process: authority changes reach every process within that time. `undefined` for no such user.
 */
export async function loadUserAuthorities(
  db: Db,
  usrId: string,
  now = Date.now(),
): Promise<{ roles: string[]; usrNm: string; roleId: string | null } | undefined> {
  const hit = cache.get(usrId);
  if (hit && now - hit.at < TTL_MS) return hit;
  const [user] = await db
    .select({ usrNm: users.usrNm, roleId: users.roleId })
    .from(users)
    .where(eq(users.usrId, usrId));
  if (!user) return undefined;
  const rows = await db
    .select({ authority: authorities.authority })
    .from(authorities)
    .where(
      user.roleId
        ? or(eq(authorities.usrId, usrId), eq(authorities.roleId, user.roleId))
        : eq(authorities.usrId, usrId),
    );
  const entry = {
    roles: [...new Set(rows.map((r) => r.authority))].sort(),
    usrNm: user.usrNm,
    roleId: user.roleId ?? null,
    at: now,
  };
  cache.set(usrId, entry);
  return entry;
}

/** Forget cached authorities (all, or one user's) after they change. */
export function invalidateAuthorities(usrId?: string): void {
  if (usrId === undefined) cache.clear();
  else cache.delete(usrId);
}
