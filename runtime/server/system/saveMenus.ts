import { inArray, sql } from 'drizzle-orm';
import type { MenuUpsertInput } from '../../../schemas/api/menus.ts';
import { menuRouteChecker, nearestRoute } from '../../core/menu/index.ts';
import { normalizePath } from '../../core/url/index.ts';
import type { Db, Tx } from '../db/index.ts';
import { advisoryLock, menus } from '../db/index.ts';
import { ApiError, type AuditStamp, updateStamp } from '../platform/index.ts';
import { systemErrors } from './systemErrors.ts';

export type MenuRow = typeof menus.$inferSelect;

/** How `saveMenus` treats each entry: only new menus, only existing ones, or either. */
export type SaveMode = 'add' | 'edit' | 'upsert';

/** Lock key serialising every menu write (menu writes are rare; ids are generated under it). */
export const MENU_LOCK = 'system:menus';

const WRITABLE = [
  'sysCd',
  'mnuNm',
  'uprMnuId',
  'mnuUrl',
  'proIdVal',
  'iconSrc',
  'dpYn',
  'mnuDvcScopCd',
  'authScopCd',
  'ipLmtYn',
  'ipList',
  'defMnuYn',
  'srtNo',
] as const satisfies readonly (keyof MenuUpsertInput & keyof MenuRow)[];

/** The next numeric menu id: one more than the largest numeric id in use. */
function idGenerator(rows: Iterable<MenuRow>): () => string {
  let next = 0n;
  for (const r of rows)
    if (/^\d{1,30}$/.test(r.mnuId) && BigInt(r.mnuId) >= next) next = BigInt(r.mnuId) + 1n;
  return () => String(next++);
}

function merge(
  existing: MenuRow | undefined,
  input: MenuUpsertInput,
  mnuId: string,
  sysCd: string,
  stamp: AuditStamp,
): MenuRow {
  const base: MenuRow = existing ?? {
    mnuId,
    sysCd,
    mnuNm: '',
    uprMnuId: null,
    mnuStepNo: 1,
    mnuUrl: null,
    proIdVal: null,
    iconSrc: null,
    dpYn: 'Y',
    mnuDvcScopCd: null,
    authScopCd: null,
    ipLmtYn: 'N',
    ipList: null,
    defMnuYn: 'N',
    srtNo: 0,
    ...stamp,
  };
  const row: MenuRow = { ...base, ...updateStamp(stamp) };
  for (const key of WRITABLE) {
    const value = input[key];
    if (value !== undefined) (row as Record<string, unknown>)[key] = value;
  }
  return row;
}

/**
 * Adds or edits menus in one transaction, all or nothing: parents must exist in the same system
 * (possibly earlier or later in the same call), no menu may end up under itself, and `mnuStepNo`
 * is derived from the parent (top level 1) for every written menu and all of its descendants.
 * Returns the written menus in input order. Errors are `ApiError`s; with `indexed`, their message
 * names the offending entry (`3번째 메뉴: …`).
 */
export async function saveMenus(
  db: Db,
  inputs: readonly MenuUpsertInput[],
  options: {
    mode: SaveMode;
    defaultSysCd: string;
    stamp: AuditStamp;
    indexed?: boolean;
    /**
     * The screen routes a new or changed `mnuUrl` must be one of (external http(s) URLs pass).
     * Default: any URL. An unchanged URL is kept even when its screen is gone since, so the menu can
     * still be renamed, moved or hidden (`console doctor` reports it).
     */
    routes?: readonly string[] | undefined;
    /**
     * Called in the same transaction once the menus are written, with them (input order) and each
     * one as it was before (`undefined`: added): the caller's audit record commits with them or not at all.
     */
    onWritten?:
      | ((tx: Tx, written: MenuRow[], before: Array<MenuRow | undefined>) => Promise<void>)
      | undefined;
  },
): Promise<MenuRow[]> {
  const opens = options.routes && menuRouteChecker(options.routes);
  return db.transaction(async (tx) => {
    await advisoryLock(tx, MENU_LOCK);
    const all = new Map((await tx.select().from(menus)).map((r) => [r.mnuId, r] as const));
    const before = new Map(all);
    const placed = menuPlaces(all.values());
    const nextId = idGenerator(all.values());
    const touched: string[] = [];
    const indexById = new Map<string, number>();
    const at = (index: number, error: unknown): never => {
      if (options.indexed && error instanceof ApiError) throw systemErrors.batchItem(index, error);
      throw error;
    };

    inputs.forEach((input, index) => {
      try {
        let mnuId = input.mnuId;
        const existing = mnuId === undefined ? undefined : all.get(mnuId);
        if (existing && options.mode === 'add') throw systemErrors.menuExists(existing.mnuId);
        if (!existing && options.mode === 'edit') throw systemErrors.menuNotFound(mnuId ?? '');
        if (mnuId === undefined) {
          do mnuId = nextId();
          while (all.has(mnuId));
        }
        if (!existing && input.mnuNm === undefined) throw systemErrors.menuNameRequired(mnuId);
        const url = input.mnuUrl;
        if (opens && url && url !== existing?.mnuUrl && !opens(url))
          throw systemErrors.menuUrlNotRoute(url, nearestRoute(url, options.routes!));
        const sysCd = input.sysCd ?? existing?.sysCd ?? options.defaultSysCd;
        // One menu per screen of a system: a second menu on a URL would leave the guard to pick one.
        if (url && url !== existing?.mnuUrl) {
          const other = placed.withUrl(sysCd, url, mnuId);
          if (other) throw systemErrors.menuUrlTaken(url, other);
        }
        const row = merge(existing, input, mnuId, sysCd, options.stamp);
        // A new menu goes last among its siblings unless it says where: first, it would become the
        // menu everyone is sent to after login.
        if (!existing && input.srtNo === undefined) row.srtNo = placed.nextSortNo(row);
        all.set(mnuId, row);
        placed.update(existing, row);
        if (!indexById.has(mnuId)) touched.push(mnuId);
        indexById.set(mnuId, index);
      } catch (error) {
        at(index, error);
      }
    });

    const children = new Map<string, string[]>();
    for (const r of all.values()) {
      if (r.uprMnuId === null) continue;
      const list = children.get(r.uprMnuId) ?? [];
      list.push(r.mnuId);
      children.set(r.uprMnuId, list);
    }
    for (const mnuId of touched) {
      try {
        checkPlacement(all, children, mnuId);
      } catch (error) {
        at(indexById.get(mnuId)!, error);
      }
    }

    // Depths of the written menus and everything under them (a moved subtree moves as a whole).
    const toWrite = new Map<string, MenuRow>();
    const depthOf = depthCalculator(all);
    const queue = [...touched];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (toWrite.has(id)) continue;
      const row = all.get(id)!;
      const depth = depthOf(id);
      if (indexById.has(id) || row.mnuStepNo !== depth) {
        toWrite.set(id, { ...row, mnuStepNo: depth, ...updateStamp(options.stamp) });
      }
      queue.push(...(children.get(id) ?? []));
    }
    await upsertRows(tx, [...toWrite.values()]);
    const written = await tx.select().from(menus).where(inArray(menus.mnuId, touched));
    const byId = new Map(written.map((r) => [r.mnuId, r] as const));
    const result = touched.map((id) => byId.get(id)!);
    await options.onWritten?.(
      tx,
      result,
      result.map((r) => before.get(r.mnuId)),
    );
    return result;
  });
}

/**
 * Where the menus are, indexed once per call and kept as it writes: which menu of a system has a
 * URL (trailing slash aside), and the largest sort number under each parent.
 */
function menuPlaces(rows: Iterable<MenuRow>) {
  const byUrl = new Map<string, MenuRow>();
  const lastSort = new Map<string, number>();
  const urlKey = (sysCd: string, url: string) => `${sysCd}\0${normalizePath(url)}`;
  const groupKey = (r: MenuRow) => `${r.sysCd}\0${r.uprMnuId ?? ''}`;
  const add = (r: MenuRow) => {
    if (r.mnuUrl) byUrl.set(urlKey(r.sysCd, r.mnuUrl), r);
    lastSort.set(groupKey(r), Math.max(lastSort.get(groupKey(r)) ?? -1, r.srtNo));
  };
  for (const r of rows) add(r);
  return {
    /** Another menu of the system whose URL is `url`, or `undefined`. */
    withUrl(sysCd: string, url: string, mnuId: string): MenuRow | undefined {
      const other = byUrl.get(urlKey(sysCd, url));
      return other && other.mnuId !== mnuId ? other : undefined;
    },
    /** One more than the largest sort number among `row`'s siblings; 0 without any. */
    nextSortNo(row: MenuRow): number {
      return (lastSort.get(groupKey(row)) ?? -1) + 1;
    },
    /** `row` written over `previous` (undefined: a new menu). */
    update(previous: MenuRow | undefined, row: MenuRow): void {
      if (previous?.mnuUrl) {
        const key = urlKey(previous.sysCd, previous.mnuUrl);
        if (byUrl.get(key)?.mnuId === previous.mnuId) byUrl.delete(key);
      }
      add(row);
    },
  };
}

/** Parent exists, is in the same system, and is not the menu itself or one of its descendants. */
function checkPlacement(all: Map<string, MenuRow>, children: Map<string, string[]>, mnuId: string): void {
  const row = all.get(mnuId)!;
  if (row.uprMnuId !== null) {
    const parent = all.get(row.uprMnuId);
    if (!parent) throw systemErrors.parentNotFound(row.uprMnuId);
    if (parent.sysCd !== row.sysCd) throw systemErrors.parentOtherSystem(row.uprMnuId);
    const seen = new Set<string>([mnuId]);
    for (let up: MenuRow | undefined = parent; up; up = up.uprMnuId ? all.get(up.uprMnuId) : undefined) {
      if (seen.has(up.mnuId)) throw systemErrors.menuCycle(mnuId);
      seen.add(up.mnuId);
    }
  }
  for (const childId of children.get(mnuId) ?? []) {
    if (all.get(childId)!.sysCd !== row.sysCd) throw systemErrors.parentOtherSystem(mnuId);
  }
}

/** Depth by walking up to the root (memoised); a broken chain counts from where it breaks. */
function depthCalculator(all: Map<string, MenuRow>): (mnuId: string) => number {
  const memo = new Map<string, number>();
  const depthOf = (mnuId: string, guard = 0): number => {
    const known = memo.get(mnuId);
    if (known !== undefined) return known;
    const row = all.get(mnuId);
    const parentId = row?.uprMnuId;
    const depth = parentId && all.has(parentId) && guard < all.size ? depthOf(parentId, guard + 1) + 1 : 1;
    memo.set(mnuId, depth);
    return depth;
  };
  return depthOf;
}

const CHUNK = 500;

/** One INSERT … ON CONFLICT per 500 rows; registration fields of existing rows are kept. */
async function upsertRows(tx: Tx, rows: MenuRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(menus)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: menus.mnuId,
        set: {
          sysCd: sql`excluded.sys_cd`,
          mnuNm: sql`excluded.mnu_nm`,
          uprMnuId: sql`excluded.upr_mnu_id`,
          mnuStepNo: sql`excluded.mnu_step_no`,
          mnuUrl: sql`excluded.mnu_url`,
          proIdVal: sql`excluded.pro_id_val`,
          iconSrc: sql`excluded.icon_src`,
          dpYn: sql`excluded.dp_yn`,
          mnuDvcScopCd: sql`excluded.mnu_dvc_scop_cd`,
          authScopCd: sql`excluded.auth_scop_cd`,
          ipLmtYn: sql`excluded.ip_lmt_yn`,
          ipList: sql`excluded.ip_list`,
          defMnuYn: sql`excluded.def_mnu_yn`,
          srtNo: sql`excluded.srt_no`,
          updDttm: sql`excluded.upd_dttm`,
          updUsrId: sql`excluded.upd_usr_id`,
          updUsrIp: sql`excluded.upd_usr_ip`,
        },
      });
  }
}
