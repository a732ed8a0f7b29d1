import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { menuListSchema } from '../../../schemas/api/menus.ts';
import type { CachedMenus } from '../cache/index.ts';
import type { Db, Queryable, Tx } from '../db/index.ts';
import { advisoryLock, authorities, menus, userMenus } from '../db/index.ts';
import { MENU_LOCK, type MenuRow } from './saveMenus.ts';
import { systemErrors } from './systemErrors.ts';
import { favouritesLockKey, renumberFavourites } from './userMenuStore.ts';

/**
 * The menus of `all` (in the menu list's order) matching every given filter: the system, the name
 * as a case-insensitive substring (as ILIKE '%name%'), the parent (`null`: top level), display.
 */
export function filterMenus(all: readonly MenuRow[], filter: z.infer<typeof menuListSchema>): MenuRow[] {
  const name = filter.mnuNm ? filter.mnuNm.toLowerCase() : undefined;
  return all.filter(
    (m) =>
      (filter.sysCd === undefined || m.sysCd === filter.sysCd) &&
      (name === undefined || m.mnuNm.toLowerCase().includes(name)) &&
      (filter.uprMnuId === undefined || m.uprMnuId === filter.uprMnuId) &&
      (filter.dpYn === undefined || m.dpYn === filter.dpYn),
  );
}

/** Every menu of every system in the menu list's order, and by id (what the hot cache keeps). */
export async function loadAllMenus(db: Queryable): Promise<CachedMenus> {
  const list = await db.select().from(menus).orderBy(asc(menus.sysCd), asc(menus.srtNo), asc(menus.mnuId));
  return { list, byId: new Map(list.map((m) => [m.mnuId, m])) };
}

/** One menu, or `undefined`. */
export async function findMenu(db: Queryable, mnuId: string): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.mnuId, mnuId)).limit(1);
  return row;
}

/** A removed menu, and the grants of it that went with it (role or user, authority string). */
export interface RemovedMenu {
  menu: MenuRow;
  grants: Array<{ roleId: string | null; usrId: string | null; authority: string }>;
}

/**
 * Removes a menu without children, every grant of it (the authorities whose menu part is its id:
 * a menu added later under the same id starts with none) and every user's favourite of it (their
 * favourites are renumbered so srtNo stays 0..n-1), in one transaction.
 */
export async function removeMenu(
  db: Db,
  mnuId: string,
  /** Called in the same transaction once it is removed (the caller's audit record). */
  onRemoved?: (tx: Tx, removed: RemovedMenu) => Promise<void>,
): Promise<RemovedMenu> {
  return db.transaction(async (tx) => {
    await advisoryLock(tx, MENU_LOCK);
    const row = await findMenu(tx, mnuId);
    if (!row) throw systemErrors.menuNotFound(mnuId);
    const [child] = await tx
      .select({ mnuId: menus.mnuId })
      .from(menus)
      .where(eq(menus.uprMnuId, mnuId))
      .limit(1);
    if (child) throw systemErrors.menuHasChildren(mnuId);
    const holders = await tx
      .selectDistinct({ usrId: userMenus.usrId, sysCd: userMenus.sysCd })
      .from(userMenus)
      .where(eq(userMenus.mnuId, mnuId))
      .orderBy(asc(userMenus.usrId), asc(userMenus.sysCd));
    // Same lock order as the favourite calls take (one user's list at a time), so no deadlock.
    for (const h of holders) await advisoryLock(tx, favouritesLockKey(h.usrId, h.sysCd));
    await tx.delete(userMenus).where(eq(userMenus.mnuId, mnuId));
    for (const h of holders) await renumberFavourites(tx, h.usrId, h.sysCd);
    const grants = await tx
      .delete(authorities)
      .where(sql`split_part(${authorities.authority}, ':', 1) = ${mnuId}`)
      .returning({ roleId: authorities.roleId, usrId: authorities.usrId, authority: authorities.authority });
    await tx.delete(menus).where(inArray(menus.mnuId, [mnuId]));
    const removed = { menu: row, grants };
    await onRemoved?.(tx, removed);
    return removed;
  });
}
