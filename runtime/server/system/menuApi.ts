import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MenuRecord } from '../../../schemas/api/menus.ts';
import { FUNCTIONS } from '../../../schemas/api/programs.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { menuTreeOrder } from '../../core/menu/index.ts';
import { type CachedMenus, noteChange } from '../cache/index.ts';
import { authorities, type Tx, ynFlag } from '../db/index.ts';
import {
  apiRoute,
  auditStamp,
  encodedAnswer,
  type PluginOptions,
  sendEncoded,
  success,
} from '../platform/index.ts';
import { adminAuditWriter } from './adminAuditWriter.ts';
import { guardManagementMenus } from './managementMenuGuard.ts';
import { filterMenus, removeMenu } from './menuStore.ts';
import { requireRolesInUse, rolesInUse } from './roleStore.ts';
import { type MenuRow, saveMenus } from './saveMenus.ts';
import { systemErrors } from './systemErrors.ts';

/**
 * A stored menu as the answer's type. The Y/N columns are normalised like the favourites' are, so
 * one row written by hand (`y`, a blank) cannot make every menu answer fail its response schema and
 * lock the administrator out of the screen that would fix it.
 */
const asRecord = (row: MenuRow): MenuRecord => ({
  ...row,
  dpYn: ynFlag(row.dpYn),
  ipLmtYn: ynFlag(row.ipLmtYn),
  defMnuYn: ynFlag(row.defMnuYn),
});
const asRecords = (rows: MenuRow[]) => rows.map(asRecord);
/** Encoded menu-list answers kept per snapshot (distinct filters; the oldest goes first). */
const MEMO_LIMIT = 64;

/**
 * Menu management (spec section 7): list, get, add, edit, batch upsert, remove. Every call is bound
 * to the menu management program in the route table: Menu-Id must be a SYSTEM_MENU menu (the menu
 * management screen); reads need menu authority there, writes SAVE or DELETE.
 */
/** What the menu API is registered with. */
export interface MenuApiOptions extends PluginOptions {
  /**
   * The route paths of the built screens: a menu's new URL must be one of them (or an external
   * http(s) URL). `undefined` or empty: no screens known, no URL is refused. Default: none.
   */
  screenRoutes?: (() => readonly string[] | undefined) | undefined;
}

export async function menuApi(app: FastifyInstance, options: MenuApiOptions): Promise<void> {
  const defaultSysCd = options.config.management.systemCode;
  const audit = adminAuditWriter(options.now);
  // This process's caches at once (the hot cache's menus and, through it, the initial data); the
  // other instances hear the table's trigger; every open console hears the event stream.
  const initialDataChanged = async (sysCd?: string) => {
    noteChange(app.db, { t: 'menus' });
    await app.events
      .publish('initial-data', sysCd ? { sysCd } : {})
      .catch((error: Error) => app.log.warn({ err: error }, 'initial-data event not sent'));
  };

  // Every open console re-reads its user's authorities (a grant added or gone with its menu).
  const authorityChanged = (request: FastifyRequest) =>
    app.events
      .publish('authority', {})
      .catch((error: Error) => request.log.warn({ err: error }, 'authority event not sent'));

  // Reads come from the hot cache's menus, dropped the moment any menu changes (any process).
  const allMenus = () => app.menus.all();

  // The answer per filter is encoded once per menus snapshot (a change makes a new snapshot).
  const listRoute = API_ROUTES['menu.list'];
  const answers = new WeakMap<CachedMenus, Map<string, Buffer>>();
  apiRoute(app, listRoute, async (request, reply) => {
    const menus = await allMenus();
    const filter = request.body ?? {};
    // Absent filters drop out of the key; a `null` parent (top level) stays in it.
    const key = JSON.stringify({ s: filter.sysCd, n: filter.mnuNm, u: filter.uprMnuId, d: filter.dpYn });
    let memo = answers.get(menus);
    if (!memo) {
      memo = new Map();
      answers.set(menus, memo);
    }
    let bytes = memo.get(key);
    if (!bytes) {
      bytes = encodedAnswer(listRoute, asRecords(filterMenus(menus.list, filter)));
      if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
      memo.set(key, bytes);
    }
    return sendEncoded(reply as unknown as FastifyReply, bytes);
  });

  apiRoute(app, API_ROUTES['menu.get'], async (request) => {
    const { id } = request.params;
    const row = (await allMenus()).byId.get(id);
    if (!row) throw systemErrors.menuNotFound(id);
    return success(asRecord(row));
  });

  /**
   * Writes menus and records the call in the administration audit (who, when, from where, each menu
   * before and after), in one transaction; `also` writes more in it (menu.add's grants).
   */
  const save = async (
    request: FastifyRequest,
    actCd: 'menu.add' | 'menu.edit' | 'menu.batch',
    inputs: Parameters<typeof saveMenus>[1],
    mode: 'add' | 'edit' | 'upsert',
    also?: (tx: Tx, written: MenuRow[]) => Promise<Record<string, unknown>>,
  ): Promise<MenuRow[]> => {
    // No screens known (a server without a build): nothing to judge a URL by, so none is refused.
    const routes = options.screenRoutes?.();
    const rows = await saveMenus(app.db, inputs, {
      mode,
      defaultSysCd,
      stamp: auditStamp(request),
      indexed: actCd === 'menu.batch',
      ...(routes?.length && { routes }),
      onWritten: async (tx, written, before) => {
        const more = also ? await also(tx, written) : {};
        const one = written.length === 1;
        await audit(
          request,
          tx,
          actCd,
          (one ? written[0]!.mnuId : written.map((r) => r.mnuId).join(',')).slice(0, 200),
          one ? (before[0] ?? null) : before,
          one ? { menu: written[0], ...more } : written,
        );
      },
    });
    // Every system: a menu may have moved from one system to another. Menu writes are rare.
    await initialDataChanged();
    return rows;
  };

  apiRoute(app, API_ROUTES['menu.folders'], async () => {
    const folders = (await allMenus()).list.filter((m) => m.sysCd === defaultSysCd && !m.mnuUrl);
    return success(
      menuTreeOrder(folders).map(({ menu, depth }) => ({
        mnuId: menu.mnuId,
        // Indented by depth (ideographic spaces), so a select shows the tree.
        label: `${'\u3000'.repeat(depth - 1)}${menu.mnuNm}`,
      })),
    );
  });

  apiRoute(app, API_ROUTES['menu.roles'], async () => success(await rolesInUse(app.db)));

  apiRoute(app, API_ROUTES['menu.add'], async (request) => {
    const { roleIds = [], ...input } = request.body;
    await guardManagementMenus(app.db, request, [input], FUNCTIONS.save);
    // Every role named must be in use, before anything is written.
    await requireRolesInUse(app.db, roleIds);
    const granted = [...new Set(roleIds)];
    const [row] = await save(request, 'menu.add', [input], 'add', async (tx, [menu]) => {
      if (!granted.length) return {};
      // Menu authority and SEARCH for each role; the other functions are 권한 관리's.
      const authority = `${menu!.mnuId}:${menu!.proIdVal ?? ''}:SEARCH`;
      const stamp = auditStamp(request);
      await tx
        .insert(authorities)
        .values(granted.map((roleId) => ({ roleId, usrId: null, authority, ...stamp })))
        .onConflictDoNothing();
      return { grantedTo: granted, authority };
    });
    if (granted.length) await authorityChanged(request);
    return success(asRecord(row!));
  });

  apiRoute(app, API_ROUTES['menu.edit'], async (request) => {
    const input = request.body;
    await guardManagementMenus(app.db, request, [input], FUNCTIONS.save);
    const [row] = await save(request, 'menu.edit', [input], 'edit');
    return success(asRecord(row!));
  });

  apiRoute(app, API_ROUTES['menu.batch'], async (request) => {
    const { menus } = request.body;
    await guardManagementMenus(app.db, request, menus, FUNCTIONS.save);
    return success(asRecords(await save(request, 'menu.batch', menus, 'upsert')));
  });

  apiRoute(app, API_ROUTES['menu.remove'], async (request) => {
    const { mnuId } = request.body;
    await guardManagementMenus(app.db, request, [{ mnuId }], FUNCTIONS.delete);
    // Its grants go with it, in the same transaction as the audit record.
    const { menu, grants } = await removeMenu(app.db, mnuId, (tx, removed) =>
      audit(request, tx, 'menu.remove', mnuId, removed, null),
    );
    await initialDataChanged(menu.sysCd);
    if (grants.length) await authorityChanged(request);
    return success(asRecord(menu));
  });
}
