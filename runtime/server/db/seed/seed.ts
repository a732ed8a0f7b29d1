import { and, count, eq, getTableColumns, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../platform/index.ts';
import { advisoryLock } from '../advisoryLock.ts';
import type { Tx } from '../dbTypes.ts';
import type { Database, DatabaseLogger } from '../openDatabase.ts';
import {
  appProps,
  approvalRequests,
  authKeys,
  authorities,
  codeMappingRules,
  commonCodes,
  fileGroups,
  loginSessions,
  menus,
  roles,
  userMenus,
  users,
} from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoUserRow } from './demoAccounts.ts';
import { buildMenuTree, type MenuRow } from './menuTree.ts';
import { seedAppProps, seedCodeMappingRules, seedCommonCodes, seedFileGroups } from './referenceData.ts';
import { buildRoleAuthorities, SEED_ROLES, seedRoles } from './roleAuthorities.ts';
import type { SeedScreen } from './seedScreen.ts';

export interface SeedOptions {
  /** System code of the app properties and menus (config `management.systemCode`). */
  systemCode: string;
  /** Screens to build the menu tree from (the CLI: compiled manifests; the server: build-meta). */
  screens: readonly SeedScreen[];
  /** Routes that get no menu. Default `['/login']` (pass config `auth.loginPath`). */
  excludePaths?: readonly string[] | undefined;
  /**
   * `false` (default): add what is missing, change nothing that exists (a user who changed the demo
   * password keeps it). `true`: restore the demo to its seeded state — demo users (password, flags,
   * counters; their sessions, keys, approval requests and favourites removed), the ADMIN/STAFF
   * authorities, the system's menus (menus of the system not in the seed are removed), codes,
   * mapping rules, file groups and app properties.
   */
  resetDemo?: boolean | undefined;
  /**
   * Write the demo accounts (`DEMO_ACCOUNTS`, password `DEMO_PASSWORD`). Default true. `false`
   * (staging and production) seeds everything else — menus, codes, file groups, app properties and
   * the ADMIN/STAFF role authorities — and leaves the users table alone.
   */
  demoAccounts?: boolean | undefined;
  /**
   * `console dev`: a page menu of a screen whose manifest names its program (`programId`) takes
   * that program when it has another (the screen would be refused what the program may call), and
   * the seeded roles are granted its functions under it. Default false: a menu that exists is left
   * as it is (`console doctor` names the difference, DOC110).
   */
  followPrograms?: boolean | undefined;
  /** The time the demo passwords were "changed" relative to. Default: now. */
  now?: Date | undefined;
  logger?: DatabaseLogger | undefined;
}

export interface SeedResult {
  mode: 'insert' | 'reset';
  /** Rows inserted (insert mode) or written (reset mode), per table. */
  written: Record<
    | 'appProps'
    | 'menus'
    | 'commonCodes'
    | 'codeMappingRules'
    | 'fileGroups'
    | 'roles'
    | 'authorities'
    | 'users',
    number
  >;
  /** Demo users created or restored by this call. */
  users: string[];
  /** Page routes given no menu: no free menu id was left in their folder (insert mode). */
  skippedMenus: string[];
  /** Page routes this call gave a menu (insert mode; folders without a URL not listed). */
  menusAdded: string[];
  /** Page menus whose program this call set to their manifest's (`followPrograms`). */
  programsChanged: Array<{ path: string; from: string | null; to: string }>;
}

/** `excluded.<column>` for every key but the primary key, and `updDttm` = now: an upsert's SET. */
function overwrite(table: PgTable, keys: readonly string[], now: Date): Record<string, SQL | Date> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, SQL | Date> = { updDttm: now };
  for (const key of keys) {
    const column = columns[key];
    if (!column || column.primary) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

const keysOf = (rows: readonly object[]): string[] => [...new Set(rows.flatMap((r) => Object.keys(r)))];

/** What `putMenus` did. */
interface PutMenus {
  written: number;
  /** Routes given no menu: no free id left in their folder. */
  skipped: string[];
  /** Routes given a menu now. */
  added: string[];
  /** Each row as the database has it now (its id there), for the role authorities. */
  rows: MenuRow[];
  /** Menus whose program was set to their manifest's. */
  programsChanged: ProgramChange[];
}

/** A page menu whose program was set to its manifest's. */
type ProgramChange = SeedResult['programsChanged'][number];

/**
 * The next free id after `row`'s in its folder (steps of 10), or `undefined` when none is left.
 * Folder ids are multiples of a block that is itself a multiple of 1000, so a page never crosses a
 * multiple of 1000 and stays in its folder's range.
 */
function freeSlot(row: MenuRow, taken: ReadonlySet<string>): string | undefined {
  const id = Number(row.mnuId);
  if (!Number.isInteger(id)) return undefined;
  for (let candidate = id + 10; candidate % 1000 !== 0; candidate += 10) {
    if (!taken.has(String(candidate))) return String(candidate);
  }
  return undefined;
}

async function putMenus(
  tx: Tx,
  rows: MenuRow[],
  systemCode: string,
  reset: boolean,
  now: Date,
  /** The programs manifests name, by route, that menus found there take (`followPrograms`). */
  programs: ReadonlyMap<string, string>,
): Promise<PutMenus> {
  if (reset) {
    const ids = rows.map((r) => r.mnuId);
    await tx
      .delete(menus)
      .where(
        ids.length
          ? and(eq(menus.sysCd, systemCode), notInArray(menus.mnuId, ids))
          : eq(menus.sysCd, systemCode),
      );
    if (!rows.length) return { written: 0, skipped: [], added: [], rows, programsChanged: [] };
    const written = await tx
      .insert(menus)
      .values(rows)
      .onConflictDoUpdate({ target: menus.mnuId, set: overwrite(menus, keysOf(rows), now) })
      .returning({ id: menus.mnuId });
    return { written: written.length, skipped: [], added: [], rows, programsChanged: [] };
  }
  // Never a second menu for a URL the system already has (its id may have moved with new routes).
  const existing = await tx
    .select({ id: menus.mnuId, url: menus.mnuUrl, sysCd: menus.sysCd, program: menus.proIdVal })
    .from(menus);
  // Ids are global (the primary key); URLs only clash within the system.
  const taken = new Set(existing.map((m) => m.id));
  const byUrl = new Map(existing.filter((m) => m.url && m.sysCd === systemCode).map((m) => [m.url, m]));
  const fresh: MenuRow[] = [];
  const skipped: string[] = [];
  const current: MenuRow[] = [];
  const programsChanged: ProgramChange[] = [];
  for (const row of rows) {
    const have = row.mnuUrl ? byUrl.get(row.mnuUrl) : undefined;
    if (have) {
      const program = row.mnuUrl ? programs.get(row.mnuUrl) : undefined;
      if (program !== undefined && program !== have.program) {
        await tx.update(menus).set({ proIdVal: program, updDttm: now }).where(eq(menus.mnuId, have.id));
        programsChanged.push({ path: row.mnuUrl as string, from: have.program, to: program });
      }
      current.push({ ...row, mnuId: have.id, proIdVal: program ?? have.program });
      continue;
    }
    let put = row;
    if (taken.has(row.mnuId)) {
      // A folder that exists stays as it is. A new page whose id another route's menu holds (it
      // sorts before routes seeded earlier, whose ids moved on) takes the next free id of its folder.
      const id = row.mnuUrl ? freeSlot(row, taken) : undefined;
      if (!id) {
        if (row.mnuUrl) skipped.push(row.mnuUrl);
        continue;
      }
      put = { ...row, mnuId: id };
    }
    taken.add(put.mnuId);
    fresh.push(put);
    current.push(put);
  }
  if (!fresh.length) return { written: 0, skipped, added: [], rows: current, programsChanged };
  const written = await tx
    .insert(menus)
    .values(fresh)
    .onConflictDoNothing()
    .returning({ id: menus.mnuId, url: menus.mnuUrl });
  const added = written.flatMap((m) => (m.url ? [m.url] : []));
  return { written: written.length, skipped, added, rows: current, programsChanged };
}

/**
 * Seeds the demo: app properties, the menu tree, common codes, code mapping rules, file groups,
 * ADMIN/STAFF authorities and (unless `demoAccounts: false`) the demo accounts (`DEMO_ACCOUNTS`,
 * password `DEMO_PASSWORD`).
 * Idempotent: a second run writes nothing new. One transaction, serialised across processes by
 * `pg_advisory_xact_lock`; every insert is `ON CONFLICT`, so concurrent seeds cannot duplicate.
 */
export async function seed(database: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const reset = options.resetDemo === true;
  const withDemo = options.demoAccounts !== false;
  const { db } = database;
  const menuRows = buildMenuTree(options.screens, options);
  const demoIds = withDemo ? DEMO_ACCOUNTS.map((a) => a.usrId) : [];

  // Hash before the transaction (about 20 ms each), and only for the accounts to be written.
  const present =
    reset || !demoIds.length
      ? new Set<string>()
      : new Set(
          (await db.select({ id: users.usrId }).from(users).where(inArray(users.usrId, demoIds))).map(
            (r) => r.id,
          ),
        );
  const accounts = withDemo ? DEMO_ACCOUNTS.filter((a) => !present.has(a.usrId)) : [];
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)));
  const userRows = accounts.map((a, i) => demoUserRow(a, hashes[i]!, now));

  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    await advisoryLock(tx, 'console:seed');
    const upsert = async <T extends PgTable>(
      table: T,
      rows: Array<T['$inferInsert']>,
      target: PgColumn | PgColumn[],
      returning: PgColumn,
    ): Promise<number> => {
      if (!rows.length) return 0;
      const insert = tx.insert(table).values(rows as never);
      const done = reset
        ? insert.onConflictDoUpdate({ target, set: overwrite(table, keysOf(rows), now) as never })
        : insert.onConflictDoNothing();
      return (await done.returning({ k: returning })).length;
    };

    const written = {
      appProps: await upsert(appProps, [seedAppProps(options.systemCode)], appProps.sysCd, appProps.sysCd),
      menus: 0,
      commonCodes: await upsert(
        commonCodes,
        seedCommonCodes(),
        [commonCodes.grpCd, commonCodes.dtlCd],
        commonCodes.grpCd,
      ),
      codeMappingRules: await upsert(
        codeMappingRules,
        seedCodeMappingRules(),
        [codeMappingRules.ruleId, codeMappingRules.srcGrpCd, codeMappingRules.srcDtlCd],
        codeMappingRules.ruleId,
      ),
      fileGroups: await upsert(fileGroups, seedFileGroups(), fileGroups.fileGrpId, fileGroups.fileGrpId),
      roles: await upsert(roles, seedRoles(), roles.roleId, roles.roleId),
      authorities: 0,
      users: 0,
    };
    const programs = new Map(
      options.followPrograms
        ? options.screens.flatMap((sc) =>
            sc.programId === undefined ? [] : [[sc.path, sc.programId] as const],
          )
        : [],
    );
    const menuResult = await putMenus(tx, menuRows, options.systemCode, reset, now, programs);
    written.menus = menuResult.written;
    // Granted on the menus as they are in the database (a page's id there, not the one its place in
    // the routes would give it now).
    const fncIdsByPath = new Map(options.screens.map((sc) => [sc.path, sc.fncIds ?? []]));
    const authorityRows = buildRoleAuthorities(menuResult.rows, (url) => fncIdsByPath.get(url) ?? []);

    if (reset) {
      await tx
        .delete(authorities)
        .where(and(inArray(authorities.roleId, [...SEED_ROLES]), isNull(authorities.usrId)));
      if (demoIds.length) {
        await tx.delete(authorities).where(inArray(authorities.usrId, demoIds));
        for (const table of [loginSessions, authKeys, approvalRequests, userMenus]) {
          await tx.delete(table).where(inArray(table.usrId, demoIds));
        }
      }
    }
    if (authorityRows.length) {
      written.authorities = (
        await tx
          .insert(authorities)
          .values(authorityRows)
          .onConflictDoNothing()
          .returning({ id: authorities.id })
      ).length;
    }
    written.users = await upsert(users, userRows, users.usrId, users.usrId);
    return {
      mode: reset ? 'reset' : 'insert',
      written,
      users: accounts.map((a) => a.usrId),
      skippedMenus: menuResult.skipped,
      menusAdded: menuResult.added,
      programsChanged: menuResult.programsChanged,
    };
  });
  if (result.skippedMenus.length) {
    options.logger?.warn(
      `seed: no menu added for ${result.skippedMenus.join(', ')}: no free menu id is left in their folder; add one in 메뉴 관리, or run \`npx console db seed --reset-demo\` to rebuild the menus`,
    );
  }
  return result;
}

/**
 * Seeds on first start: when the users table is empty, or when the system has no menus yet and
 * screens are known (the client was built after the first start). Returns `undefined` when nothing
 * was needed.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<SeedResult | undefined> {
  const { db } = database;
  const [userCount] = await db.select({ n: count() }).from(users);
  let needed = Number(userCount?.n ?? 0) === 0;
  if (!needed && options.screens.length > 0) {
    const [menuCount] = await db
      .select({ n: count() })
      .from(menus)
      .where(eq(menus.sysCd, options.systemCode));
    needed = Number(menuCount?.n ?? 0) === 0;
  }
  return needed ? seed(database, { ...options, resetDemo: false }) : undefined;
}
