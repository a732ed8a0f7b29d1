import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { count, eq, like } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { dbMigrateCommand, dbSeedCommand } from '../../../cli/commands/index.ts';
import type { Io } from '../../../cli/io.ts';
import {
  authorities,
  DEFAULT_MENU_ID,
  DEMO_ACCOUNTS,
  MIGRATIONS,
  menus,
  openDatabase,
  users,
} from '../../../runtime/server/db/index.ts';
import { startServer } from '../../../runtime/server/startServer.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { makeClientDir } from '../clientDirFixture.ts';
import { loginAs } from '../support/loginAs.ts';
import { createEmptyDatabaseOptions, exampleScreens, testDatabaseKind } from '../support/testDatabase.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function emptyDatabase() {
  const empty = await createEmptyDatabaseOptions();
  cleanups.push(empty.cleanup);
  return empty;
}

const config = configSchema.parse({ logging: { level: 'warn' } });

/** A pino destination that keeps the JSON lines a server logs, parsed. */
function logLines<Extra extends object>() {
  const logs: Array<{ level: number; msg: string } & Extra> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  return { logs, stream };
}

describe(`startServer with a database (${testDatabaseKind})`, () => {
  it('migrates and seeds on first start from the screens the CLI compiled, then only migrates; closes it with the app', async () => {
    const { options } = await emptyDatabase();
    // The client build's own list of screens is not read: the screens come from the CLI's compile.
    const client = makeClientDir({
      buildMeta: {
        buildId: 'b1',
        screens: [{ path: '/pubs/NOT/FROM/BUILD', title: '빌드 목록', layout: 'side' }],
      },
    });
    cleanups.push(client.cleanup);
    const screens = [
      { path: '/', title: '홈', layout: 'main' },
      { path: '/login', title: '로그인', layout: 'none' },
      { path: '/pubs/MP/UI_FU_0016', title: '마이페이지', layout: 'side' },
    ];

    const first = await startServer({
      config,
      clientDir: client.clientDir,
      host: '127.0.0.1',
      port: 0,
      logger: false,
      databaseOptions: options,
      screens,
    });
    expect(first.app.hasDatabase).toBe(true);
    const pages = await first.app.db.select({ url: menus.mnuUrl }).from(menus);
    expect(
      pages
        .map((p) => p.url)
        .filter(Boolean)
        .sort(),
    ).toEqual(['/', '/pubs/MP/UI_FU_0016']);
    expect(await first.app.db.select({ n: count() }).from(users)).toEqual([{ n: DEMO_ACCOUNTS.length }]);
    // A change the next start must keep: the seed runs only on an empty users table.
    await first.app.db.delete(users).where(eq(users.usrId, 'otp'));
    await first.app.close();

    const second = await startServer({
      config,
      clientDir: client.clientDir,
      host: '127.0.0.1',
      port: 0,
      logger: false,
      databaseOptions: options,
      screens,
    });
    try {
      expect(await second.app.db.select({ n: count() }).from(users)).toEqual([
        { n: DEMO_ACCOUNTS.length - 1 },
      ]);
      const res = await fetch(`${second.url}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      await second.app.close();
    }
    // Closed with the app: the PGlite folder (or pool) is free again.
    const reopened = await openDatabase(options);
    await reopened.close();
  }, 60_000);

  it("logs each of doctor's findings as a warning, and starts anyway; skips the check without screens", async () => {
    const { options } = await emptyDatabase();
    const screens = [
      { path: '/', title: '홈', layout: 'main' },
      { path: '/login', title: '로그인', layout: 'none' },
      { path: '/pubs/MP/UI_FU_0016', title: '마이페이지', layout: 'side', fncIds: ['PRINT', 'SAVE'] },
    ];
    const start = async (given: typeof screens | undefined) => {
      const { logs, stream } = logLines<{ doctor?: string }>();
      const started = await startServer({
        config: configSchema.parse({ logging: { level: 'info' } }),
        host: '127.0.0.1',
        port: 0,
        logger: { stream },
        databaseOptions: options,
        screens: given,
      });
      await started.app.close();
      return logs.filter((l) => l.msg.startsWith('DOC') || l.msg.startsWith('doctor'));
    };

    // The first start seeds (ADMIN gets the screen's PRINT too); then a menu made by hand that opens
    // nothing is a finding at the next start.
    expect(await start(screens)).toEqual([]);
    const database = await openDatabase(options);
    try {
      await database.db.insert(menus).values({
        mnuId: '3990',
        sysCd: 'CONSOLE',
        mnuNm: '없는 화면',
        uprMnuId: '3000',
        mnuUrl: '/pubs/MP/gone',
      });
    } finally {
      await database.close();
    }
    const logs = await start(screens);
    expect(logs.map((l) => [l.level, l.doctor, l.msg])).toMatchInlineSnapshot(`
      [
        [
          40,
          "DOC101",
          "DOC101 menu 3990 "없는 화면": mnuUrl "/pubs/MP/gone" is the route of no screen (fix: in 메뉴 관리 set its URL to a screen's route (did you mean "/pubs/MP/UI_FU_0016"?), add a screen for it (\`npx console new screen <route>\`), or remove the menu)",
        ],
        [
          40,
          "DOC108",
          "DOC108 menu 3990 "없는 화면": no role or user holds it and it is not public: nobody can open it (fix: grant it to a role on 권한 관리 (at least "3990::SEARCH"), or remove the menu)",
        ],
        [
          40,
          undefined,
          "doctor: 2 problem(s) found; \`npx console doctor\` lists them with their fixes",
        ],
      ]
    `);
    expect((await start(undefined)).map((l) => [l.level, l.msg])).toMatchInlineSnapshot(`
      [
        [
          30,
          "doctor: no screens known (none given by the CLI), the database was not compared with the code",
        ],
      ]
    `);
  });

  it('warns once at start, in Korean and English, of IP-limited menus behind no server.trustProxy', async () => {
    const { options } = await emptyDatabase();
    const start = async (config: Parameters<typeof configSchema.parse>[0]) => {
      const { logs, stream } = logLines<{ check?: string }>();
      const started = await startServer({
        config: configSchema.parse(config),
        host: '127.0.0.1',
        port: 0,
        logger: { stream },
        databaseOptions: options,
        screens: [{ path: '/', title: '홈', layout: 'main' }],
      });
      expect(started.app.trustLoopback).toBe(
        (config as { server?: { trustLoopback?: boolean } }).server?.trustLoopback ?? true,
      );
      await started.app.close();
      return logs.filter((l) => /IP/.test(l.msg));
    };
    // The first start seeds; no menu is IP-limited yet.
    expect(await start({})).toEqual([]);
    const database = await openDatabase(options);
    try {
      await database.db.insert(menus).values({
        mnuId: '3991',
        sysCd: 'CONSOLE',
        mnuNm: '내부 전용',
        uprMnuId: null,
        mnuUrl: '/',
        ipLmtYn: 'Y',
        ipList: '10.10.10.10',
      });
    } finally {
      await database.close();
    }
    const passing = await start({});
    expect(passing).toHaveLength(1);
    expect(passing[0]).toMatchObject({ level: 40, check: 'ipLimitProxy' });
    expect(passing[0]!.msg).toMatch(
      /^IP 제한 메뉴\(3991 "내부 전용"\)가 있지만 server\.trustProxy가 비어 있습니다\. 루프백 주소/,
    );
    expect(passing[0]!.msg).toContain(
      '/ IP-limited menus (3991 "내부 전용") but server.trustProxy is empty: loopback addresses pass',
    );
    const refusing = await start({ server: { trustLoopback: false } });
    expect(refusing).toHaveLength(1);
    expect(refusing[0]!.msg).toContain('IP 제한 메뉴가 모두 거부됩니다');
    expect(await start({ server: { trustProxy: ['127.0.0.1'] } })).toEqual([]);
  }, 60_000);

  it('addMissingMenus (console dev): a screen made after the first start gets its menu and ADMIN its authority at the next start, even in the middle of its area', async () => {
    const { options } = await emptyDatabase();
    const screen = (path: string) => ({ path, title: path, layout: 'side' as const });
    const before = [screen('/'), screen('/pubs/MP/UI_FU_0016'), screen('/pubs/MP/UI_FU_0020')];
    const start = (screens: typeof before, addMissingMenus: boolean) =>
      startServer({
        config,
        host: '127.0.0.1',
        port: 0,
        logger: false,
        databaseOptions: options,
        screens,
        addMissingMenus,
      });
    const first = await start(before, true);
    // The first start seeds everything: nothing is reported as added.
    expect(first.menusAdded).toEqual([]);
    await first.app.close();

    // 0018 sorts between 0016 and 0020: the id its place gives it (3020) is 0020's menu.
    const after = [...before, screen('/pubs/MP/UI_FU_0018')];
    const without = await start(after, false);
    expect(without.menusAdded).toEqual([]);
    expect(await without.app.db.select().from(menus).where(eq(menus.mnuUrl, '/pubs/MP/UI_FU_0018'))).toEqual(
      [],
    );
    await without.app.close();

    const withMenus = await start(after, true);
    try {
      expect(withMenus.menusAdded).toEqual(['/pubs/MP/UI_FU_0018']);
      const [added] = await withMenus.app.db
        .select()
        .from(menus)
        .where(eq(menus.mnuUrl, '/pubs/MP/UI_FU_0018'));
      expect(added).toMatchObject({ mnuId: '3030', uprMnuId: '3000', proIdVal: 'MP_UI_FU_0018' });
      const granted = await withMenus.app.db
        .select({ role: authorities.roleId, authority: authorities.authority })
        .from(authorities)
        .where(like(authorities.authority, '3030:%'));
      expect(granted).toContainEqual({ role: 'ADMIN', authority: '3030:MP_UI_FU_0018:SEARCH' });
      // The menus seeded before keep their ids (and no authority names a program they do not have).
      const [moved] = await withMenus.app.db
        .select()
        .from(menus)
        .where(eq(menus.mnuUrl, '/pubs/MP/UI_FU_0020'));
      expect(moved?.mnuId).toBe('3020');
      expect(
        await withMenus.app.db
          .select()
          .from(authorities)
          .where(eq(authorities.authority, '3030:MP_UI_FU_0020:SEARCH')),
      ).toEqual([]);
    } finally {
      await withMenus.app.close();
    }
  }, 60_000);

  it('without a client build, the screens the CLI compiled still bind declared APIs: a bound menu calls its API, another is refused', async () => {
    const { options } = await emptyDatabase();
    const backend = Fastify({ logger: false });
    backend.post('/orders/search', async () => ({
      resultCode: '0000',
      resultMessage: '',
      body: { list: [] },
    }));
    await backend.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => backend.close());
    const address = backend.server.address() as AddressInfo;
    const withApi = configSchema.parse({
      logging: { level: 'warn' },
      upstreams: { shop: { url: `http://127.0.0.1:${address.port}` } },
      apis: { 'shop.orders': { upstream: 'shop', method: 'POST', path: '/orders/search' } },
    });
    const started = await startServer({
      config: withApi,
      clientDir: join(tmpdir(), 'console-no-such-build'),
      host: '127.0.0.1',
      port: 0,
      logger: false,
      databaseOptions: options,
      screens: [
        { path: '/pubs/OR/ORDERS', title: '주문 조회', apis: ['shop.orders'] },
        { path: '/pubs/OR/OTHER', title: '다른 화면' },
      ],
    });
    cleanups.push(() => started.app.close());
    const menuOf = async (url: string) =>
      (await started.app.db.select({ id: menus.mnuId }).from(menus).where(eq(menus.mnuUrl, url)))[0]!.id;
    const admin = await loginAs(started.app, 'admin', { config: withApi });
    const call = async (menuId: string) =>
      fetch(`${started.url}/api/ext/shop.orders`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json', 'Menu-Id': menuId },
        body: '{}',
      });
    expect((await call(await menuOf('/pubs/OR/ORDERS'))).status).toBe(200);
    expect((await call(await menuOf('/pubs/OR/OTHER'))).status).toBe(403);
  }, 60_000);

  it('closes the database it opened when listening fails', async () => {
    const { options } = await emptyDatabase();
    const holder = await startServer({ config, host: '127.0.0.1', port: 0, logger: false });
    cleanups.push(() => holder.app.close());
    const port = Number(new URL(holder.url).port);
    await expect(
      startServer({ config, host: '127.0.0.1', port, logger: false, databaseOptions: options, screens: [] }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    const reopened = await openDatabase(options);
    await reopened.close();
  }, 60_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'runs two server processes on one PostgreSQL: they migrate and seed once between them',
    async () => {
      const { options } = await emptyDatabase();
      const screens = exampleScreens();
      const servers = await Promise.all(
        [0, 1].map(() =>
          startServer({
            config,
            host: '127.0.0.1',
            port: 0,
            logger: false,
            databaseOptions: options,
            screens,
          }),
        ),
      );
      try {
        const { db } = servers[0]!.app;
        expect(await db.select({ n: count() }).from(users)).toEqual([{ n: DEMO_ACCOUNTS.length }]);
        expect(await db.select({ id: menus.mnuId }).from(menus).where(eq(menus.defMnuYn, 'Y'))).toEqual([
          { id: DEFAULT_MENU_ID },
        ]);
        // What one process writes, the other reads.
        await servers[0]!.app.db.update(users).set({ usrNm: '공유 확인' }).where(eq(users.usrId, 'staff'));
        const [staff] = await servers[1]!.app.db.select().from(users).where(eq(users.usrId, 'staff'));
        expect(staff?.usrNm).toBe('공유 확인');
      } finally {
        for (const s of servers) await s.app.close();
      }
    },
    60_000,
  );
});

describe(`console db seed / migrate (${testDatabaseKind})`, () => {
  const ROOT = new URL('../../../', import.meta.url).pathname;
  const capture = () => {
    const lines: string[] = [];
    const io: Io = { out: (s) => lines.push(s), err: (s) => lines.push(`ERR ${s}`) };
    return { io, lines };
  };

  it('migrates, seeds every screen, is idempotent, and --reset-demo restores the demo users', async () => {
    const { env, options } = await emptyDatabase();
    const m = capture();
    expect(await dbMigrateCommand({ root: ROOT, io: m.io, env })).toBe(0);
    expect(m.lines[1]).toBe(`migrations applied: ${MIGRATIONS.map((x) => x.id).join(', ')}`);

    const first = capture();
    expect(await dbSeedCommand({ root: ROOT, io: first.io, env, resetDemo: false })).toBe(0);
    expect(first.lines.join('\n')).toMatch(
      /^added \(system CONSOLE\): \d+ menus, \d+ authorities, 30 common codes/m,
    );
    expect(first.lines.join('\n')).toContain('demo accounts created: admin, staff');

    const second = capture();
    expect(await dbSeedCommand({ root: ROOT, io: second.io, env, resetDemo: false })).toBe(0);
    expect(second.lines).toContain(
      'added (system CONSOLE): 0 menus, 0 authorities, 0 common codes, 0 code mapping rules, 0 file groups, 0 app properties, 0 users',
    );

    const database = await openDatabase(options);
    try {
      await database.db.update(users).set({ lockedYn: 'Y' }).where(eq(users.usrId, 'admin'));
    } finally {
      await database.close();
    }
    const reset = capture();
    expect(await dbSeedCommand({ root: ROOT, io: reset.io, env, resetDemo: true })).toBe(0);
    expect(reset.lines.join('\n')).toContain('demo accounts restored: admin');
    const after = await openDatabase(options);
    try {
      const [admin] = await after.db.select().from(users).where(eq(users.usrId, 'admin'));
      expect(admin?.lockedYn).toBe('N');
      const pages = await after.db.select({ url: menus.mnuUrl }).from(menus);
      expect(pages.filter((p) => p.url).length).toBe(exampleScreens().length - 1);
    } finally {
      await after.close();
    }
  }, 60_000);

  it('says what went wrong and exits 1 when the database cannot be opened', async () => {
    const out = capture();
    // PGlite: a data folder under a regular file cannot be created.
    const file = join(mkdtempSync(join(tmpdir(), 'console-db-cli-')), 'a-file');
    writeFileSync(file, '');
    cleanups.push(() => rmSync(dirname(file), { recursive: true, force: true }));
    const env =
      testDatabaseKind === 'postgres'
        ? { DATABASE_URL: 'postgres://app@127.0.0.1:1/none' }
        : { CONSOLE_DATA_DIR: join(file, 'data') };
    expect(await dbMigrateCommand({ root: ROOT, io: out.io, env })).toBe(1);
    expect(out.lines.join('\n')).toMatch(/^ERR database: /m);
  }, 60_000);
});
