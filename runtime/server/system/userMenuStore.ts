import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserMenu } from '../../../schemas/api/userMenus.ts';
import { menuAuthorityIndex } from '../../core/auth/index.ts';
import type { Db, Queryable, Tx } from '../db/index.ts';
import { advisoryLock, menus, userMenus, ynFlag } from '../db/index.ts';
import { type AuditStamp, updateStamp } from '../platform/index.ts';
import { systemErrors } from './systemErrors.ts';

/** Whose favourites a call is about: one user's list in one system. */
export interface FavouritesOwner {
  usrId: string;
  sysCd: string;
}

/** Lock key of one user's favourites in one system: every write to that list takes it. */
export const favouritesLockKey = (usrId: string, sysCd: string) => `system:usermenu:${usrId}:${sysCd}`;

const ownedBy = (o: FavouritesOwner) => and(eq(userMenus.usrId, o.usrId), eq(userMenus.sysCd, o.sysCd));

/**
 * A user's favourites with their menu's name and URL, ordered by srtNo. With `roles`, only the
 * menus those roles may open (menu authority) and the menus open to everyone (authScopCd 03).
 */
export async function listFavourites(
  db: Queryable,
  owner: FavouritesOwner,
  options: { roles?: readonly string[] | undefined } = {},
): Promise<UserMenu[]> {
  const rows = await db
    .select({
      usrId: userMenus.usrId,
      sysCd: userMenus.sysCd,
      mnuId: userMenus.mnuId,
      mnuNm: menus.mnuNm,
      mnuUrl: menus.mnuUrl,
      srtNo: userMenus.srtNo,
      defMnuYn: userMenus.defMnuYn,
      authScopCd: menus.authScopCd,
    })
    .from(userMenus)
    .innerJoin(menus, eq(menus.mnuId, userMenus.mnuId))
    .where(ownedBy(owner))
    .orderBy(asc(userMenus.srtNo), asc(userMenus.mnuId));
  const allowed = options.roles && menuAuthorityIndex(options.roles);
  return rows
    .filter((r) => !allowed || r.authScopCd === '03' || allowed(r.mnuId))
    .map(({ authScopCd: _, ...r }) => ({ ...r, defMnuYn: ynFlag(r.defMnuYn) }));
}

/** Renumbers a user's favourites 0..n-1 in their current order (after a removal). */
export async function renumberFavourites(tx: Tx, usrId: string, sysCd: string): Promise<void> {
  await tx.execute(sql`
    update ${userMenus} as u set srt_no = r.rn - 1
    from (
      select mnu_id, row_number() over (order by srt_no, mnu_id) as rn
      from ${userMenus} where usr_id = ${usrId} and sys_cd = ${sysCd}
    ) as r
    where u.usr_id = ${usrId} and u.sys_cd = ${sysCd} and u.mnu_id = r.mnu_id and u.srt_no <> r.rn - 1`);
}

/**
 * Runs `fn` in a transaction holding the owner's favourites lock, then answers the list as it is
 * after `fn`. Concurrent calls for one user (on any server process) run one after another, so
 * appended srtNo values stay distinct and gap-free.
 */
async function withFavourites(
  db: Db,
  owner: FavouritesOwner,
  fn: (tx: Tx) => Promise<void>,
): Promise<UserMenu[]> {
  return db.transaction(async (tx) => {
    await advisoryLock(tx, favouritesLockKey(owner.usrId, owner.sysCd));
    await fn(tx);
    return listFavourites(tx, owner);
  });
}

/** Appends a favourite (a no-op when it is already one). The menu checks are the caller's. */
export function addFavourite(db: Db, owner: FavouritesOwner, mnuId: string, stamp: AuditStamp) {
  return withFavourites(db, owner, async (tx) => {
    const [next] = await tx
      .select({ srtNo: sql<number>`coalesce(max(${userMenus.srtNo}) + 1, 0)`.mapWith(Number) })
      .from(userMenus)
      .where(ownedBy(owner));
    await tx
      .insert(userMenus)
      .values({ ...owner, mnuId, srtNo: next?.srtNo ?? 0, defMnuYn: 'N', ...stamp })
      .onConflictDoNothing();
  });
}

/** Removes a favourite (a no-op when it is not one) and closes the gap in srtNo. */
export function removeFavourite(db: Db, owner: FavouritesOwner, mnuId: string) {
  return withFavourites(db, owner, async (tx) => {
    const gone = await tx
      .delete(userMenus)
      .where(and(ownedBy(owner), eq(userMenus.mnuId, mnuId)))
      .returning({ mnuId: userMenus.mnuId });
    if (gone.length > 0) await renumberFavourites(tx, owner.usrId, owner.sysCd);
  });
}

/** Sets the full order: `mnuIds` must hold every current favourite exactly once. */
export function reorderFavourites(
  db: Db,
  owner: FavouritesOwner,
  mnuIds: readonly string[],
  stamp: AuditStamp,
) {
  return withFavourites(db, owner, async (tx) => {
    const current = await tx
      .select({ mnuId: userMenus.mnuId, srtNo: userMenus.srtNo })
      .from(userMenus)
      .where(ownedBy(owner));
    const have = new Map(current.map((r) => [r.mnuId, r.srtNo] as const));
    if (mnuIds.length !== have.size || mnuIds.some((id) => !have.has(id))) {
      throw systemErrors.favouriteOrderMismatch();
    }
    for (const [srtNo, mnuId] of mnuIds.entries()) {
      if (have.get(mnuId) === srtNo) continue;
      await tx
        .update(userMenus)
        .set({ srtNo, ...updateStamp(stamp) })
        .where(and(ownedBy(owner), eq(userMenus.mnuId, mnuId)));
    }
  });
}

/** Makes one favourite the default menu (defMnuYn Y, the others N); `null` clears the default. */
export function setDefaultFavourite(db: Db, owner: FavouritesOwner, mnuId: string | null, stamp: AuditStamp) {
  return withFavourites(db, owner, async (tx) => {
    if (mnuId !== null) {
      const [hit] = await tx
        .select({ mnuId: userMenus.mnuId })
        .from(userMenus)
        .where(and(ownedBy(owner), eq(userMenus.mnuId, mnuId)));
      if (!hit) throw systemErrors.favouriteNotFound(mnuId);
    }
    const flag =
      mnuId === null ? sql`'N'` : sql`case when ${userMenus.mnuId} = ${mnuId} then 'Y' else 'N' end`;
    await tx
      .update(userMenus)
      .set({ defMnuYn: flag, ...updateStamp(stamp) })
      .where(ownedBy(owner));
  });
}
