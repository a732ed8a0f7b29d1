// `console dev` as a process, as a person runs it after the quick start: what it prints, the menus
// it gives screens made before it started, and what it says when `npm start` holds the data folder.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBase62 } from '../../../runtime/core/crypto/index.ts';
import { encodeSecureParams, SECURE_PARAM } from '../../../runtime/core/transport/secureParams.ts';
import { PGLITE_SUBDIR } from '../../../runtime/server/db/index.ts';
import type { InitialData } from '../../../schemas/api/initialData.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { copyEmptyPgliteDir } from '../../support/emptyPgliteDir.mjs';
import { LIFTOFF_ONLY } from '../../support/liftoff.mjs';
import { linkNodeModules } from '../../support/linkNodeModules.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const COPIED = ['cli', 'runtime', 'schemas', 'screens', 'examples', 'package.json', 'tsconfig.json'];
const COPIED_FILES = [
  'vite.config.ts',
  'console.config.yaml',
  'screen.schema.json',
  'console.config.schema.json',
];

/** A line of a stack trace: `    at fn (file.ts:1:2)`. */
const STACK_FRAME = /^\s+at .*:\d+:\d+\)?$/m;

let base: string;
let project: string;
let dataDir: string;

interface Running {
  child: ChildProcess;
  out: { text: string };
  exited: Promise<number | null>;
}

function consoleProcess(args: string[], extraEnv: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, [...LIFTOFF_ONLY, join(project, 'cli/bin.mjs'), ...args], {
    cwd: project,
    env: {
      ...process.env,
      CONSOLE_ROOT: project,
      HOST: '127.0.0.1',
      PORT: '',
      CONSOLE_PROFILE: '',
      DATABASE_URL: '',
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_AUTH_KEY_FILE: join(base, 'auth-keys.jsonl'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  child.stdout?.on('data', (c) => {
    out.text += String(c);
  });
  child.stderr?.on('data', (c) => {
    out.text += String(c);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, exited };
}

async function waitFor<T>(check: () => T | undefined, running: Running, what: string): Promise<T> {
  // A cold dev start bundles the CLI and starts Vite: up to a minute on a busy 2-core machine.
  for (let i = 0; i < 1800; i++) {
    const found = check();
    if (found !== undefined) return found;
    if (running.child.exitCode !== null) throw new Error(`exited before ${what}:\n${running.out.text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}:\n${running.out.text}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Logs in as the demo admin through the secured login call; the access token's header. */
async function adminHeaders(url: string): Promise<Record<string, string>> {
  const config = configSchema.parse({});
  const tranId = randomBase62();
  const usp = encodeSecureParams(
    { query: {}, body: { userId: 'admin', userPw: 'Passw0rd!' } },
    config.api.secret,
    tranId,
    Date.now(),
  );
  const res = await fetch(`${url}/api/authentication/login?${SECURE_PARAM}=${encodeURIComponent(usp)}`, {
    method: 'POST',
    headers: { 'X-Tran-Id': tranId },
  });
  const name = config.auth.jwt.accessTokenHeaderName;
  const token = res.headers.get(name);
  if (!token) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return { [name]: token };
}

let dev: Running;
let url: string;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'console-dev-process-'));
  project = join(base, 'project');
  dataDir = join(base, 'data');
  mkdirSync(project);
  for (const entry of [...COPIED, ...COPIED_FILES])
    cpSync(join(ROOT, entry), join(project, entry), { recursive: true });
  // Vite's dependency cache is the copy's own: the checkout's is not rewritten under a dev server a
  // developer runs there.
  linkNodeModules(ROOT, project);
  // The quick start's first start seeded the database; the tutorial then makes a screen. (An
  // initialised empty PGlite folder, copied: initdb takes seconds on a busy machine.)
  await copyEmptyPgliteDir(join(dataDir, PGLITE_SUBDIR));
  const seeded = spawnSync(process.execPath, [...LIFTOFF_ONLY, join(project, 'cli/bin.mjs'), 'db', 'seed'], {
    cwd: project,
    env: {
      ...process.env,
      CONSOLE_ROOT: project,
      CONSOLE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      CONSOLE_PROFILE: '',
    },
    encoding: 'utf8',
  });
  expect(seeded.status, seeded.stderr).toBe(0);
  // `/hello` sorts among the 홈 pages seeded before: the id its place gives it is another's menu.
  mkdirSync(join(project, 'screens'), { recursive: true });
  writeFileSync(
    join(project, 'screens/hello.screen.yaml'),
    'title: 첫 화면\nlayout: default\nbody:\n  - type: text\n    text: 안녕하세요\n',
  );
  const port = await freePort();
  dev = consoleProcess(['dev', '--port', String(port)]);
  url = await waitFor(
    () => /개발 서버가 실행되었습니다: (http:\/\/127\.0\.0\.1:\d+)/.exec(dev.out.text)?.[1],
    dev,
    'the listening line',
  );
}, 180_000);

afterAll(async () => {
  if (dev && dev.child.exitCode === null) {
    dev.child.kill('SIGINT');
    await dev.exited;
  }
  rmSync(base, { recursive: true, force: true, maxRetries: 5 });
}, 30_000);

describe('console dev (process)', () => {
  it('gives a screen made before it started its menu at start, and prints readable lines, not JSON', async () => {
    const lines = dev.out.text.split('\n');
    expect(lines).toContain('menus added: /hello');
    expect(dev.out.text).not.toContain('client is not built');
    expect(dev.out.text).not.toContain('{"level"');
    expect(dev.out.text).not.toContain(' DEBUG ');
    // The internal API server's own address is not shown beside the one to open.
    expect(dev.out.text).not.toContain('Server listening at');
    // The start-up doctor no longer finds the screen without a menu.
    expect(dev.out.text).not.toContain('DOC102');
  });

  it('logs a refusal as one line without a stack', async () => {
    const headers = await adminHeaders(url);
    const json = { 'content-type': 'application/json' };
    const anonymous = await fetch(`${url}/api/system/menu/list`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    const wrongMenu = await fetch(`${url}/api/system/menu/list`, {
      method: 'POST',
      headers: { ...json, ...headers, 'Menu-Id': 'NO_SUCH_MENU' },
      body: '{}',
    });
    expect(wrongMenu.status).toBe(403);
    const refused = await waitFor(
      () => {
        const found = dev.out.text.split('\n').filter((l) => l.includes(' refused '));
        return found.length >= 2 ? found : undefined;
      },
      dev,
      'two refusal lines',
    );
    expect(refused.map((l) => l.replace(/^\d\d:\d\d:\d\d /, ''))).toEqual([
      'refused 401 UNAUTHORIZED POST /api/system/menu/list: 권한이 없습니다.',
      'refused 403 FORBIDDEN_MENU POST /api/system/menu/list: 해당 메뉴에 대한 권한이 없습니다.',
    ]);
    expect(dev.out.text).not.toMatch(STACK_FRAME);
  });

  it('prints "menus added" when a screen is saved while it runs', async () => {
    writeFileSync(
      join(project, 'screens/hello2.screen.yaml'),
      'title: 둘째 화면\nlayout: default\nbody:\n  - type: text\n    text: 안녕하세요\n',
    );
    await waitFor(
      () => (dev.out.text.split('\n').includes('menus added: /hello2') ? true : undefined),
      dev,
      'menus added: /hello2',
    );
  });

  it("sets a menu's program to the one its manifest names when that changes, so its calls are allowed", async () => {
    // As Tutorial 1 with dev still running: the menu was given at the first save (the program its
    // route gives), then the manifest names the menu-management program.
    const headers = { 'content-type': 'application/json', ...(await adminHeaders(url)) };
    const initial = (await (await fetch(`${url}/api/system/initial-data`, { method: 'POST' })).json()) as {
      body: InitialData;
    };
    const menu = initial.body.menus.find((m) => m.mnuUrl === '/hello2');
    expect(menu).toMatchObject({ mnuUrl: '/hello2', proIdVal: expect.not.stringMatching(/^SYSTEM_MENU$/) });
    const mnuId = menu?.mnuId;
    const list = () =>
      fetch(`${url}/api/system/menu/list`, {
        method: 'POST',
        headers: { ...headers, 'Menu-Id': String(mnuId) },
        body: '{}',
      });
    expect((await list()).status).toBe(403);
    writeFileSync(
      join(project, 'screens/hello2.screen.yaml'),
      'title: 둘째 화면\nlayout: default\nprogramId: SYSTEM_MENU\nbody:\n  - type: grid\n    source: { api: menu.list }\n    columns:\n      - { key: mnuId, label: 메뉴 ID }\n',
    );
    const line = await waitFor(
      () => dev.out.text.split('\n').find((l) => l.startsWith('menu programs set: /hello2 ')),
      dev,
      'menu programs set: /hello2',
    );
    expect(line).toMatch(/^menu programs set: \/hello2 \(\w+ → SYSTEM_MENU\)$/);
    expect((await list()).status).toBe(200);
  });

  it('prints a mistake in a saved manifest with its position and code frame', async () => {
    writeFileSync(
      join(project, 'screens/hello2.screen.yaml'),
      'title: 둘째 화면\nlayout: default\nbody:\n  - type: txt\n    text: 안녕하세요\n',
    );
    const shown = await waitFor(
      () => /^screens\/hello2\.screen\.yaml:4:\d+ CON\d{3} .*(\n.*){0,8}/m.exec(dev.out.text)?.[0],
      dev,
      'the diagnostic',
    );
    expect(shown).toMatch(/^> 4 \| {3}- type: txt$/m);
    expect(shown).toMatch(/^ {4}\| .*\^+$/m);
    // Fixed again, for the next test's own start.
    writeFileSync(
      join(project, 'screens/hello2.screen.yaml'),
      'title: 둘째 화면\nlayout: default\nbody:\n  - type: text\n    text: 안녕하세요\n',
    );
  });

  it('says in Korean and English what to do when another server holds the data folder', async () => {
    const second = consoleProcess(['dev', '--port', String(await freePort())]);
    expect(await second.exited).toBe(1);
    expect(second.out.text).toContain(
      `데이터 폴더 ${join(dataDir, 'pglite')}는 이미 다른 프로세스(process ${dev.child.pid})가 쓰고 있습니다`,
    );
    expect(second.out.text).toContain('실행 중인 npm start(또는 다른 console start·dev)를 Ctrl+C로 멈춘 뒤');
    expect(second.out.text).toContain(
      `The data folder ${join(dataDir, 'pglite')} is already open in process ${dev.child.pid}`,
    );
    expect(second.out.text).toContain('npx console dev --data-dir .data/dev');
    // The way out of a lock left behind, in both languages.
    const lockDir = `${join(dataDir, 'pglite')}.lock`;
    expect(second.out.text).toContain(`(실행 중인 콘솔이 없다면 ${lockDir}를 지우세요.)`);
    expect(second.out.text).toContain(`(If no console runs, delete ${lockDir}.)`);
    // No stack trace of the lock's error.
    expect(second.out.text).not.toMatch(STACK_FRAME);
  }, 120_000);
});
