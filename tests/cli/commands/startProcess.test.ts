// `console start` as a process, the way a service manager runs it: the one way in to the server.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { inputHash } from '../../../cli/commands/index.ts';
import { compileProject } from '../../../cli/compile/index.ts';
import { openDatabase, PGLITE_SUBDIR, users } from '../../../runtime/server/db/index.ts';
import { verifyPassword } from '../../../runtime/server/platform/index.ts';
import { toClientConfig } from '../../../schemas/config/index.ts';
import { copyEmptyPgliteDir } from '../../support/emptyPgliteDir.mjs';
import { LIFTOFF_ONLY } from '../../support/liftoff.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = join(ROOT, 'cli/bin.mjs');

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn();
});

/**
 * A project folder with the given config files and a client build that is current for `env` (so
 * `start` serves it instead of building).
 */
function project(files: Record<string, string>, env: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'console-main-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true, maxRetries: 5 }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  mkdirSync(join(root, 'dist', 'client'), { recursive: true });
  writeFileSync(join(root, 'dist', 'client', 'index.html'), '<!doctype html><title>콘솔</title>');
  const compiled = compileProject({ root, env: { ...process.env, ...childEnv(env) } });
  if (compiled.config) {
    const meta = {
      buildId: 'main-test',
      inputHash: inputHash(root, compiled.configFiles, toClientConfig(compiled.config)),
      profile: compiled.profile,
      routes: [],
      screens: [],
    };
    writeFileSync(join(root, 'dist', 'client', 'build-meta.json'), JSON.stringify(meta));
  }
  return root;
}

/** The repository's config files, in a project of their own (no screens). */
function repositoryConfig(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of ['console.config.yaml', 'console.config.qa.yaml', 'console.config.staging.yaml']) {
    files[name] = readFileSync(join(ROOT, name), 'utf8');
  }
  return files;
}

const childEnv = (env: Record<string, string>) => ({ HOST: '', PORT: '', CONSOLE_PROFILE: '', ...env });

function run(root: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [...LIFTOFF_ONLY, BIN, 'start'], {
    cwd: root,
    env: { ...process.env, ...childEnv(env) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (c) => {
    out.stdout += String(c);
  });
  child.stderr.on('data', (c) => {
    out.stderr += String(c);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, exited };
}

async function waitFor(check: () => string | undefined, child: ChildProcess): Promise<string> {
  // A start migrates and seeds a fresh PGlite: well over 15 s on a busy 2-core machine.
  for (let i = 0; i < 900; i++) {
    const found = check();
    if (found !== undefined) return found;
    if (child.exitCode !== null) throw new Error('process exited early');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('console start (process)', () => {
  it('starts with HOST/PORT/CONSOLE_PROFILE, prints the URL and closes on SIGTERM', async () => {
    const env = { HOST: '127.0.0.1', PORT: '0', CONSOLE_PROFILE: 'qa' };
    const root = project(
      { 'console.config.yaml': 'app:\n  title: 테스트 콘솔\nlogging:\n  level: warn\n' },
      env,
    );
    // The default data folder, initialised (empty): the start migrates and seeds it.
    await copyEmptyPgliteDir(join(root, '.data', PGLITE_SUBDIR));
    const { child, out, exited } = run(root, env);
    const url = await waitFor(
      () => /콘솔이 실행되었습니다: (http:\/\/127\.0\.0\.1:\d+)/.exec(out.stdout)?.[1],
      child,
    );
    const health = (await (await fetch(`${url}/api/health`)).json()) as { body: unknown };
    expect(health.body).toEqual({ status: 'ok', profile: 'qa', buildId: 'main-test' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('prints diagnostics as file:line:col and exits 1 on an invalid config', async () => {
    const root = project({ 'console.config.yaml': 'server:\n  prot: 3000\n' });
    const { out, exited } = run(root, {});
    expect(await exited).toBe(1);
    // Like every command, `start` prints diagnostics on standard output.
    expect(out.stdout).toMatch(/^console\.config\.yaml:2:3 CON\d{3} /m);
  }, 30_000);

  it('refuses a PORT that is not a port, in Korean, exit 1', async () => {
    const root = project({ 'console.config.yaml': 'logging:\n  level: warn\n' });
    const { out, exited } = run(root, { PORT: '80a' });
    expect(await exited).toBe(1);
    expect(out.stderr, out.stdout).toContain(
      'PORT 값이 올바르지 않습니다: "80a" (0부터 65535 사이의 정수를 지정하세요)',
    );
  }, 30_000);

  describe('the production profile on the repository config', () => {
    /** A fresh data folder, so nothing touches the checkout's .data. */
    const dataDir = () => {
      const dir = mkdtempSync(join(tmpdir(), 'console-main-prod-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    };
    const base = (dir: string) => ({
      HOST: '127.0.0.1',
      PORT: '0',
      CONSOLE_PROFILE: 'production',
      CONSOLE_DATA_DIR: dir,
      CONSOLE_API_SECRET: '',
      CONSOLE_AUTH_KEY_FILE: '',
      CONSOLE_AUTH_KEY_WEBHOOK: '',
      DATABASE_URL: '',
    });

    it('exits 1 naming api.secret (and the key sender) and how to fix them', async () => {
      const dir = dataDir();
      const { out, exited } = run(project(repositoryConfig(), base(dir)), base(dir));
      expect(await exited).toBe(1);
      expect(out.stderr).toContain('production 프로필은 안전하지 않은 설정으로 시작하지 않습니다');
      expect(out.stderr).toMatch(/- api\.secret: api\.secret이 개발용 기본값입니다\. .*CONSOLE_API_SECRET/);
      expect(out.stderr).toMatch(/- auth\.keySender: .*CONSOLE_AUTH_KEY_WEBHOOK/);
      expect(readdirSync(dir)).toEqual([]);
    }, 30_000);

    it('starts with CONSOLE_API_SECRET and a key webhook, seeds no demo account, and `console admin create` (stdin) adds the first administrator', async () => {
      const dir = dataDir();
      // An initialised (empty) PGlite folder: the start migrates and seeds it as a first start would.
      await copyEmptyPgliteDir(join(dir, PGLITE_SUBDIR));
      const env = {
        ...base(dir),
        CONSOLE_API_SECRET: 'main-test-secret-0123456789abcdefghij',
        // The company's gateway; never called (no one logs in with a second step here).
        CONSOLE_AUTH_KEY_WEBHOOK: 'https://sms.example.com/console-keys',
      };
      const root = project(repositoryConfig(), env);
      const { child, out, exited } = run(root, env);
      const url = await waitFor(
        () => /콘솔이 실행되었습니다: (http:\/\/127\.0\.0\.1:\d+)/.exec(out.stdout)?.[1],
        child,
      );
      const health = (await (await fetch(`${url}/api/health`)).json()) as { body: { profile: string } };
      expect(health.body.profile).toBe('production');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);

      const pglite = { dataDir: join(dir, PGLITE_SUBDIR) };
      let database = await openDatabase(pglite);
      try {
        expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      } finally {
        await database.close();
      }

      // The real CLI, password on standard input.
      const cli = spawnSync(process.execPath, [...LIFTOFF_ONLY, BIN, 'admin', 'create', 'boss'], {
        cwd: root,
        env: { ...process.env, ...env },
        input: 'Str0ng!Pass#7\nignored second line\n',
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toContain('관리자 boss을(를) 만들었습니다 (역할 ADMIN).');
      expect(cli.stdout).not.toContain('Str0ng!Pass#7');
      database = await openDatabase(pglite);
      try {
        const [boss] = await database.db.select().from(users).where(eq(users.usrId, 'boss'));
        expect(boss).toMatchObject({ roleId: 'ADMIN', status: 'ACTIVE' });
        expect(await verifyPassword(boss!.pwdHash, 'Str0ng!Pass#7')).toBe(true);
      } finally {
        await database.close();
      }
    }, 90_000);
  });
});
