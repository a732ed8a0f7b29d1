import { and, asc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { menuListSchema } from '../../../schemas/api/system.ts';
import type { Db, Queryable } from '../db/index.ts';
import { advisoryLock, menus, userMenus } from '../db/index.ts';
import { MENU_LOCK, type MenuRow } from './saveMenus.ts';
import { systemErrors } from './systemErrors.ts';
import { favouritesLockKey, renumberFavourites } from './userMenuStore.ts';

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Menus matching every given filter, ordered by system, srtNo and id. */
export async function listMenus(db: Queryable, filter: z.infer<typeof menuListSchema>): Promise<MenuRow[]> {
  const where: SQL[] = [];
  if (filter.sysCd !== undefined) where.push(eq(menus.sysCd, filter.sysCd));
  if (filter.mnuNm) where.push(ilike(menus.mnuNm, `%${likeLiteral(filter.mnuNm)}%`));
  if (filter.uprMnuId === null) where.push(isNull(menus.uprMnuId));
  else if (filter.uprMnuId !== undefined) where.push(eq(menus.uprMnuId, filter.uprMnuId));
  if (filter.dpYn !== undefined) where.push(eq(menus.dpYn, filter.dpYn));
  return db
    .select()
    .from(menus)
    .where(and(...where))
    .orderBy(asc(menus.sysCd), asc(menus.srtNo), asc(menus.mnuId));
}

/** One menu, or `undefined`. */
export async function findMenu(db: Queryable, mnuId: string): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.mnuId, mnuId)).limit(1);
  return row;
}

/**
 * Removes a menu without children, and every user's favourite of it (their favourites are
 * renumbered so srtNo stays 0..n-1), in one transaction. Returns the removed menu.
 */
export async function removeMenu(db: Db, mnuId: string): Promise<MenuRow> {
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
    await tx.delete(menus).where(inArray(menus.mnuId, [mnuId]));
    return row;
  });
}
