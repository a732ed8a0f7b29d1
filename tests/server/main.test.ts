import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../../runtime/server/main.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn();
});

/** A project folder with the given config and a built-looking client. */
function project(configYaml: string): string {
  const root = mkdtempSync(join(tmpdir(), 'console-main-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'console.config.yaml'), configYaml);
  mkdirSync(join(root, 'dist', 'client'), { recursive: true });
  writeFileSync(join(root, 'dist', 'client', 'index.html'), '<!doctype html><title>콘솔</title>');
  writeFileSync(join(root, 'dist', 'client', 'build-meta.json'), '{"buildId":"main-test"}');
  return root;
}

function run(root: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd: root,
    env: { ...process.env, HOST: '', PORT: '', CONSOLE_PROFILE: '', ...env },
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
  for (let i = 0; i < 300; i++) {
    const found = check();
    if (found !== undefined) return found;
    if (child.exitCode !== null) throw new Error('process exited early');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('main', () => {
  it('starts with HOST/PORT/CONSOLE_PROFILE, prints the URL and closes on SIGTERM', async () => {
    const root = project('app:\n  title: 테스트 콘솔\nlogging:\n  level: warn\n');
    const { child, out, exited } = run(root, { HOST: '127.0.0.1', PORT: '0', CONSOLE_PROFILE: 'qa' });
    const url = await waitFor(
      () => /콘솔이 실행되었습니다: (http:\/\/127\.0\.0\.1:\d+)/.exec(out.stdout)?.[1],
      child,
    );
    const health = (await (await fetch(`${url}/api/health`)).json()) as { body: unknown };
    expect(health.body).toEqual({ status: 'ok', profile: 'qa', buildId: 'main-test' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);

  it('prints diagnostics as file:line:col and exits 1 on an invalid config', async () => {
    const root = project('server:\n  prot: 3000\n');
    const { out, exited } = run(root, {});
    expect(await exited).toBe(1);
    expect(out.stderr).toMatch(/^console\.config\.yaml:2:3 CON\d{3} /m);
  }, 30_000);
});
