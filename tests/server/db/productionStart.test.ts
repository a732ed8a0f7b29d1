import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { adminCreateCommand, dbSeedCommand } from '../../../cli/commands/index.ts';
import { loadConfig } from '../../../cli/compile/index.ts';
import { PASSWORD_MESSAGES } from '../../../runtime/core/auth/index.ts';
import { authorities, DEMO_PASSWORD, menus, openDatabase, users } from '../../../runtime/server/db/index.ts';
import { verifyPassword } from '../../../runtime/server/platform/index.ts';
import { serverOptionsFromEnv, startServer } from '../../../runtime/server/startServer.ts';
import { captureIo } from '../support/captureIo.ts';
import { securedRequest } from '../support/secured.ts';
import { createEmptyDatabaseOptions, exampleScreens, testDatabaseKind } from '../support/testDatabase.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** CONSOLE_API_SECRET of these tests: long enough for production. */
const SECRET = 'production-test-secret-0123456789abcdef';
const BOSS_PASSWORD = 'Str0ng!Pass#7';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** An empty database and the environment a production server would run with. */
async function productionEnv() {
  const empty = await createEmptyDatabaseOptions();
  cleanups.push(empty.cleanup);
  const dir = mkdtempSync(join(tmpdir(), 'console-prod-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = {
    ...empty.env,
    CONSOLE_PROFILE: 'production',
    CONSOLE_API_SECRET: SECRET,
    // The company's gateway (production refuses keys in a file); nobody logs in with a second step here.
    CONSOLE_AUTH_KEY_WEBHOOK: 'https://sms.example.com/console-keys',
  };
  return { env, options: empty.options, filesDir: join(dir, 'files') };
}

/** The repository's config in the production profile, as main.ts loads it from `env`. */
function productionConfig(env: Record<string, string>) {
  const loaded = loadConfig({ root: ROOT, env });
  expect(loaded.diagnostics).toEqual([]);
  return loaded.config!;
}

async function start(env: Record<string, string>, filesDir: string) {
  const { app } = await startServer({
    config: productionConfig(env),
    host: '127.0.0.1',
    port: 0,
    logger: false,
    ...serverOptionsFromEnv(env, ROOT),
    filesDir,
    screens: exampleScreens(),
  });
  return app;
}

const login = (app: FastifyInstance, userId: string, userPw: string) =>
  securedRequest(app, { url: '/api/authentication/login', body: { userId, userPw }, secret: SECRET });

describe(`a production start (${testDatabaseKind})`, () => {
  it('seeds no demo account; `console admin create` makes the first administrator, who logs in', async () => {
    const { env, options, filesDir } = await productionEnv();

    const first = await start(env, filesDir);
    try {
      expect(await first.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      // Everything but the accounts: menus, and the seeded roles' authorities for the first admin.
      expect((await first.db.select({ n: count() }).from(menus))[0]?.n).toBeGreaterThan(0);
      const roleRows = await first.db
        .select({ roleId: authorities.roleId })
        .from(authorities)
        .where(isNull(authorities.usrId));
      expect(new Set(roleRows.map((r) => r.roleId))).toEqual(
        new Set(['ADMIN', 'OPERATOR', 'VIEWER', 'STAFF']),
      );
      const demo = await login(first, 'admin', DEMO_PASSWORD);
      expect(demo.json()).toMatchObject({ resultCode: 'FS02' });
    } finally {
      await first.close();
    }

    const made = captureIo();
    expect(
      await adminCreateCommand({
        root: ROOT,
        env,
        userId: 'boss',
        readPassword: async () => BOSS_PASSWORD,
        io: made.io,
      }),
    ).toBe(0);
    expect(made.lines).toContain('관리자 boss을(를) 만들었습니다 (역할 ADMIN).');
    expect(made.lines.join('\n')).not.toContain(BOSS_PASSWORD);

    const again = captureIo();
    expect(
      await adminCreateCommand({
        root: ROOT,
        env,
        userId: 'boss',
        readPassword: async () => BOSS_PASSWORD,
        io: again.io,
      }),
    ).toBe(1);
    expect(again.lines).toContain('ERR 아이디 boss은(는) 이미 있습니다. 다른 아이디를 지정하세요.');

    const second = await start(env, filesDir);
    try {
      // The first start's seed does not run again (a user exists), and no demo account appears.
      expect(
        await second.db
          .select({ usrId: users.usrId, roleId: users.roleId, status: users.status })
          .from(users),
      ).toEqual([{ usrId: 'boss', roleId: 'ADMIN', status: 'ACTIVE' }]);
      const res = await login(second, 'boss', BOSS_PASSWORD);
      expect(res.json()).toMatchObject({ resultCode: '0000', body: { user: { usrId: 'boss' } } });
      expect(res.json().body.authorities.length).toBeGreaterThan(0);
      expect((await login(second, 'admin', DEMO_PASSWORD)).json()).toMatchObject({ resultCode: 'FS02' });
    } finally {
      await second.close();
    }
    // The database is closed with the app.
    await (await openDatabase(options)).close();
  }, 120_000);
});

describe(`console admin create (${testDatabaseKind})`, () => {
  it('refuses a bad password or id in Korean (creating nothing); generates a password when asked or given none, printed once', async () => {
    const { env, options } = await productionEnv();
    const refused = async (userId: string, password: string) => {
      const out = captureIo();
      expect(
        await adminCreateCommand({ root: ROOT, env, userId, readPassword: async () => password, io: out.io }),
      ).toBe(1);
      return out.lines.at(-1);
    };
    expect(await refused('boss', 'password')).toBe(`ERR ${PASSWORD_MESSAGES.kinds}`);
    expect(await refused('boss', 'Boss!1234')).toBe(`ERR ${PASSWORD_MESSAGES.containsId}`);
    expect(await refused('boss', 'Passw0rd!')).toBe(`ERR ${PASSWORD_MESSAGES.common}`);
    expect(await refused("x'; --", BOSS_PASSWORD)).toMatch(/^ERR 아이디는 /);

    const generated = captureIo();
    expect(
      await adminCreateCommand({ root: ROOT, env, userId: 'chief', generate: true, io: generated.io }),
    ).toBe(0);
    const empty = captureIo();
    expect(
      await adminCreateCommand({
        root: ROOT,
        env,
        userId: 'deputy',
        name: '부관리자',
        readPassword: async () => undefined,
        io: empty.io,
      }),
    ).toBe(0);
    const database = await openDatabase(options);
    try {
      expect((await database.db.select({ id: users.usrId }).from(users)).map((u) => u.id).sort()).toEqual([
        'chief',
        'deputy',
      ]);
      for (const [usrId, out] of [
        ['chief', generated],
        ['deputy', empty],
      ] as const) {
        const shown = out.lines.filter((l) => l.startsWith('생성된 비밀번호 (다시 표시되지 않습니다): '));
        expect(shown, usrId).toHaveLength(1);
        const password = shown[0]!.split(': ')[1]!;
        const [row] = await database.db.select().from(users).where(eq(users.usrId, usrId));
        expect(row).toMatchObject({ roleId: 'ADMIN', status: 'ACTIVE', lockedYn: 'N', pwdChgReqYn: 'N' });
        expect(await verifyPassword(row!.pwdHash, password)).toBe(true);
      }
      const [deputy] = await database.db
        .select({ usrNm: users.usrNm })
        .from(users)
        .where(eq(users.usrId, 'deputy'));
      expect(deputy?.usrNm).toBe('부관리자');
    } finally {
      await database.close();
    }
  }, 90_000);
});

describe(`console db seed in production (${testDatabaseKind})`, () => {
  it('adds no demo account, and refuses --demo and --reset-demo (accounts everyone can open)', async () => {
    const { env, options } = await productionEnv();
    const plain = captureIo();
    expect(await dbSeedCommand({ root: ROOT, env, resetDemo: false, io: plain.io })).toBe(0);
    expect(plain.lines.join('\n')).toContain('demo accounts: none in the production profile');
    for (const flags of [{ demo: true, resetDemo: false }, { resetDemo: true }]) {
      const refused = captureIo();
      expect(await dbSeedCommand({ root: ROOT, env, ...flags, io: refused.io })).toBe(1);
      expect(refused.lines.at(-1)).toBe(
        'ERR production 프로필에는 데모 계정을 만들 수 없습니다. 데모 계정은 누구나 아는 비밀번호로 열립니다. `npx console admin create <userId>`로 관리자를 만드세요.',
      );
    }
    const database = await openDatabase(options);
    try {
      expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses to start while a demo account still opens with the demo password, naming it', async () => {
    const { env, filesDir } = await productionEnv();
    // As a database first served by `local` would be.
    expect(
      await dbSeedCommand({ root: ROOT, env, profile: 'local', resetDemo: false, io: captureIo().io }),
    ).toBe(0);
    await expect(start(env, filesDir)).rejects.toMatchObject({
      code: 'CONSOLE_UNSAFE_PROFILE',
      message: expect.stringContaining('데모 계정이 데모 비밀번호 그대로 남아 있습니다 (admin, staff'),
    });
  }, 60_000);
});
