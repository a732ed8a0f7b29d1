import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseTestFiles } from './databaseTestFiles.mjs';
import { ensureChromium, findChromium } from './ensureChromium.mjs';
import { fastTempRoot } from './fastTempRoot.mjs';
import {
  formatSummary,
  freePort,
  parseArgs,
  runCommand,
  runSteps,
  type Step,
  selectSteps,
  stagesOf,
  summarizePlaywright,
  summarizeVitest,
} from './runner.mjs';

afterEach(() => {
  vi.restoreAllMocks();
});

const quiet = () => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
};

describe('summarizeVitest', () => {
  it('reads passed, failed and skipped', () => {
    const report = {
      numPassedTests: 7,
      numFailedTests: 2,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [],
    };
    expect(summarizeVitest(report, 1)).toMatchObject({ passed: 7, failed: 2, skipped: 2 });
  });
  it('counts a test file that failed to load as failed', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(summarizeVitest(report, 1)).toMatchObject({ passed: 3, failed: 1 });
  });
  it('names the failed tests, and a file that failed to load', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/tmp/x/main/tests/server/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a › refuses b' },
          ],
        },
        { name: '/tmp/x/main/tests/unit/broken.test.ts', status: 'failed', assertionResults: [] },
      ],
    };
    expect(summarizeVitest(report, 1).failures).toEqual([
      'tests/server/a.test.ts › a › refuses b',
      'tests/unit/broken.test.ts',
    ]);
  });
  it('counts a non-zero exit with nothing failed, and a missing report, as 1 failed', () => {
    expect(summarizeVitest({ numPassedTests: 4, numFailedTests: 0, testResults: [] }, 1).failed).toBe(1);
    expect(summarizeVitest(undefined, 0)).toMatchObject({ passed: 0, failed: 1 });
    expect(summarizeVitest({ numPassedTests: 4, numFailedTests: 0, testResults: [] }, 0).failed).toBe(0);
  });
});

describe('summarizePlaywright', () => {
  it('counts expected and flaky as passed, unexpected as failed', () => {
    const report = { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 }, errors: [] };
    expect(summarizePlaywright(report, 1)).toMatchObject({ passed: 6, failed: 1, skipped: 2 });
  });
  it('names the failed tests with their files', () => {
    const report = {
      stats: { expected: 1, unexpected: 1 },
      suites: [
        {
          file: 'backends.spec.ts',
          specs: [
            { title: 'ok', tests: [{ status: 'expected' }] },
            { title: '메뉴 관리: 상세', tests: [{ status: 'unexpected' }] },
          ],
          suites: [{ specs: [{ title: 'inner', tests: [{ status: 'unexpected' }] }] }],
        },
      ],
    };
    expect(summarizePlaywright(report, 1).failures).toEqual([
      'backends.spec.ts › 메뉴 관리: 상세',
      'backends.spec.ts › inner',
    ]);
  });
  it('counts top-level errors (web server did not start) as failed', () => {
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 9 },
      errors: [{ message: 'boom' }],
    };
    const r = summarizePlaywright(report, 1);
    expect(r).toMatchObject({ passed: 0, failed: 1 });
    expect(r.note).toContain('boom');
  });
  it('counts a crash without a report as 1 failed', () => {
    expect(summarizePlaywright(undefined, null)).toMatchObject({ passed: 0, failed: 1 });
    expect(summarizePlaywright({ stats: { expected: 3 } }, 1)).toMatchObject({ passed: 3, failed: 1 });
  });
});

describe('arguments and selection', () => {
  const steps = [
    { id: 'lint' },
    { id: 'chromium' },
    { id: 'build' },
    { id: 'e2e', needs: ['chromium', 'build'] },
  ];
  it('parses --changed with and without a commit to compare with', () => {
    expect(parseArgs(['--changed']).changed).toBe('');
    expect(parseArgs(['--changed', 'HEAD~1']).changed).toBe('HEAD~1');
    expect(parseArgs(['--changed=main', '--list'])).toMatchObject({ changed: 'main', list: true });
    expect(parseArgs(['--changed', '--list'])).toMatchObject({ changed: '', list: true });
    expect(parseArgs([]).changed).toBeUndefined();
  });

  it('parses --only in both spellings', () => {
    expect(parseArgs(['--only', 'unit,e2e']).only).toEqual(['unit', 'e2e']);
    expect(parseArgs(['--only=lint', '--only', 'unit']).only).toEqual(['lint', 'unit']);
    expect(parseArgs([]).only).toBeUndefined();
    expect(parseArgs(['--bogus']).unknown).toEqual(['--bogus']);
  });
  it('adds what a selected step needs, keeping the list order', () => {
    const { selected, added } = selectSteps(steps, ['e2e', 'lint']);
    expect(selected.map((s) => s.id)).toEqual(['lint', 'chromium', 'build', 'e2e']);
    expect(added).toEqual(['chromium', 'build']);
    expect(selectSteps(steps, undefined).selected).toHaveLength(4);
  });
  it('rejects unknown step ids', () => {
    expect(() => selectSteps(steps, ['nope'])).toThrow(/unknown step.*nope/);
  });
});

describe('summary', () => {
  it('ends with exactly "N passed, N failed"', () => {
    const text = formatSummary([
      { id: 'lint', passed: 1, failed: 0, ms: 1200 },
      { id: 'unit', passed: 40, failed: 2, skipped: 1, ms: 9000, note: '2 failed' },
    ]);
    const lines = text.split('\n');
    expect(lines[lines.length - 1]).toBe('41 passed, 2 failed');
    expect(lines[0]).toMatch(/^runner\s+passed\s+failed/);
  });
  it('names the failed tests between the table and the last line', () => {
    const text = formatSummary([
      { id: 'server-pg', passed: 5, failed: 1, ms: 1000, failures: ['tests/server/a.test.ts › b'] },
    ]);
    expect(text.split('\n').slice(-3)).toEqual([
      'failed:',
      '  server-pg: tests/server/a.test.ts › b',
      '5 passed, 1 failed',
    ]);
  });
});

describe('runSteps', () => {
  const ctx = { root: process.cwd(), tmpDir: '/tmp', env: {} };
  const step = (id: string, run: Step['run'], needs?: string[]): Step => ({ id, title: id, needs, run });

  it('runs in order, skips dependents of a failed step as failed, counts a throwing step as failed', async () => {
    quiet();
    const order: string[] = [];
    const rows = await runSteps(
      [
        step('a', async () => {
          order.push('a');
          return { passed: 3, failed: 0 };
        }),
        step('b', async () => {
          order.push('b');
          throw new Error('crash');
        }),
        step('c', async () => ({ passed: 1, failed: 1 })),
        step('d', async () => {
          order.push('d');
          return { passed: 1, failed: 0 };
        }, ['a', 'c']),
      ],
      ctx,
    );
    expect(order).toEqual(['a', 'b']);
    expect(rows.map((r) => [r.id, r.passed, r.failed])).toEqual([
      ['a', 3, 0],
      ['b', 0, 1],
      ['c', 1, 1],
      ['d', 0, 1],
    ]);
    expect(rows[1]!.note).toContain('crash');
    expect(rows[3]!.note).toContain('c failed');
  });

  it('runs the lanes of a stage at the same time, the steps of a lane in turn, and the next stage after', async () => {
    quiet();
    const events: string[] = [];
    const timed = (id: string, ms: number, extra: Partial<Step> = {}): Step => ({
      ...step(id, async (c) => {
        events.push(`${id}:start:${c.live === false ? 'held' : 'live'}`);
        await new Promise((r) => setTimeout(r, ms));
        events.push(`${id}:end`);
        return { passed: 1, failed: 0, held: c.live === false ? `${id} said this` : undefined };
      }),
      ...extra,
    });
    const rows = await runSteps(
      [
        timed('slow', 120, { stage: 1 }),
        timed('b1', 10, { stage: 1, lane: 'b' }),
        timed('b2', 10, { stage: 1, lane: 'b', needs: ['b1'] }),
        timed('after', 1, { needs: ['slow', 'b2'] }),
      ],
      ctx,
    );
    expect(rows.map((r) => [r.id, r.passed, r.failed])).toEqual([
      ['slow', 1, 0],
      ['b1', 1, 0],
      ['b2', 1, 0],
      ['after', 1, 0],
    ]);
    // Both lanes start before either ends; b2 after b1; the next stage after both lanes.
    expect(events.slice(0, 2).sort()).toEqual(['b1:start:held', 'slow:start:live']);
    expect(events.indexOf('b2:start:held')).toBe(events.indexOf('b1:end') + 1);
    expect(events.slice(-2)).toEqual(['after:start:live', 'after:end']);
    // A held lane's output is printed when its step ends, under its heading.
    const printed = vi
      .mocked(process.stdout.write)
      .mock.calls.map((c) => String(c[0]))
      .join('');
    expect(printed).toMatch(/── b1: output \([\d.]+s\) ──\nb1 said this\n── b1: end ──/);
    expect(printed).not.toContain('slow said this');
  });

  it('waits for what a step needs from another lane of its stage, and skips it when that failed', async () => {
    quiet();
    const events: string[] = [];
    const timed = (id: string, ms: number, extra: Partial<Step> = {}, failed = 0): Step => ({
      ...step(id, async () => {
        events.push(`${id}:start`);
        await new Promise((r) => setTimeout(r, ms));
        events.push(`${id}:end`);
        return { passed: failed ? 0 : 1, failed };
      }),
      ...extra,
    });
    const rows = await runSteps(
      [
        timed('build', 60, { stage: 3, lane: 'a' }),
        timed('broken', 10, { stage: 3, lane: 'a' }, 1),
        timed('quick', 1, { stage: 3, lane: 'b' }),
        timed('uses-build', 1, { stage: 3, lane: 'b', needs: ['build'] }),
        timed('uses-broken', 1, { stage: 3, lane: 'c', needs: ['broken'] }),
      ],
      ctx,
    );
    expect(rows.map((r) => [r.id, r.passed, r.failed])).toEqual([
      ['build', 1, 0],
      ['broken', 0, 1],
      ['quick', 1, 0],
      ['uses-build', 1, 0],
      ['uses-broken', 0, 1],
    ]);
    expect(events.indexOf('quick:end')).toBeLessThan(events.indexOf('build:end'));
    expect(events.indexOf('uses-build:start')).toBeGreaterThan(events.indexOf('build:end'));
    expect(events).not.toContain('uses-broken:start');
    expect(rows.find((r) => r.id === 'uses-broken')?.note).toBe('not run: broken failed');
  });

  it('groups steps into stages and lanes in list order', () => {
    const s = (id: string, stage?: number, lane?: string) => ({ id, stage, lane });
    const ids = (stages: ReturnType<typeof stagesOf>) =>
      stages.map((st) => st.map((l) => l.map((x) => x.id)));
    expect(ids(stagesOf([s('a'), s('b', 2), s('c', 2, 'x'), s('d', 2, 'x'), s('e')]))).toEqual([
      [['a']],
      [['b'], ['c', 'd']],
      [['e']],
    ]);
  });
});

describe('runCommand', () => {
  it('holds the whole output back when not live', async () => {
    const write = vi.spyOn(process.stdout, 'write');
    const r = await runCommand(process.execPath, ['-e', 'console.log("held 1"); console.error("held 2")'], {
      live: false,
    });
    expect(r.output).toContain('held 1');
    expect(r.output).toContain('held 2');
    expect(write.mock.calls.map((c) => String(c[0])).join('')).not.toContain('held 1');
  });

  it('captures output and the exit code', async () => {
    quiet();
    const r = await runCommand(process.execPath, ['-e', 'console.log("hi 안녕"); process.exit(3)']);
    expect(r.code).toBe(3);
    expect(r.output).toContain('hi 안녕');
    expect(r.timedOut).toBe(false);
  });
  it('stops a child that runs too long', async () => {
    quiet();
    const r = await runCommand(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { timeoutMs: 300 });
    expect(r.timedOut).toBe(true);
    expect(r.code).not.toBe(0);
  });
  it('reports a command that cannot start', async () => {
    const r = await runCommand('/nonexistent/command', []);
    expect(r.error).toBeDefined();
  });
});

describe('freePort and findChromium', () => {
  it('finds a free port', async () => {
    const port = await freePort(0);
    expect(port).toBeGreaterThan(0);
  });
  it('says exactly what to install when no Chromium is found (without installing)', async () => {
    const none = {
      install: false,
      env: {},
      headlessShellPath: '/nonexistent/chromium-headless-shell',
      systemPath: '/nonexistent/chromium',
      bundledPath: '/nonexistent/chrome',
    };
    await expect(ensureChromium(none)).rejects.toThrow(
      /apt-get install -y chromium-headless-shell fonts-noto-cjk/,
    );
    await expect(ensureChromium({ ...none, env: { CHROMIUM_PATH: '/nonexistent/x' } })).rejects.toThrow(
      /CHROMIUM_PATH=\/nonexistent\/x is not an executable/,
    );
  });
  it('accepts an executable CHROMIUM_PATH', async () => {
    const path = await ensureChromium({
      install: false,
      env: { CHROMIUM_PATH: process.execPath },
      log: () => {},
    });
    expect(path).toBe(process.execPath);
  });
  it("prefers Debian's headless shell to the full Chromium, and says when only the full one is there", async () => {
    const both = {
      headlessShellPath: process.execPath,
      systemPath: '/bin/sh',
      bundledPath: '/nonexistent/c',
    };
    expect(findChromium({}, both)).toEqual({ path: process.execPath, source: 'headless-shell' });
    const fullOnly = { ...both, headlessShellPath: '/nonexistent/chromium-headless-shell' };
    expect(findChromium({}, fullOnly)).toEqual({ path: '/bin/sh', source: 'system' });
    const lines: string[] = [];
    const path = await ensureChromium({ install: false, env: {}, log: (s) => lines.push(s), ...fullOnly });
    expect(path).toBe('/bin/sh');
    expect(lines.join('\n')).toContain('apt-get install -y chromium-headless-shell');
  });
  it('prefers CHROMIUM_PATH', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/x/chrome' })).toEqual({
      path: '/opt/x/chrome',
      source: 'CHROMIUM_PATH',
    });
  });
});

describe('fastTempRoot (where a run keeps its temporary files)', () => {
  it('takes a writable folder with room, and not one that is missing or too small', () => {
    expect(fastTempRoot(tmpdir(), 1)).toBe(tmpdir());
    expect(fastTempRoot(join(tmpdir(), 'no-such-folder-here'), 1)).toBeUndefined();
    expect(fastTempRoot(tmpdir(), Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });
});

describe('databaseTestFiles (what server-pg runs again on PostgreSQL)', () => {
  it('takes a file that reaches TEST_DATABASE_URL through a helper, and leaves out one that does not', () => {
    const root = mkdtempSync(join(tmpdir(), 'db-files-'));
    const put = (rel: string, text: string) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    };
    try {
      put('tests/server/support/testDatabase.ts', 'export const url = process.env.TEST_DATABASE_URL;\n');
      put('tests/server/support/secured.ts', "export { url } from './testDatabase.ts';\n");
      put('tests/server/a/usesDb.test.ts', "import { url } from '../support/secured.ts';\n");
      put('tests/server/a/lazy.test.ts', "const m = await import('../support/testDatabase.ts');\n");
      put('tests/server/plain.test.ts', "import { x } from '../../runtime/server/db/index.ts';\n");
      put('tests/server/direct.test.ts', 'if (process.env.TEST_DATABASE_URL) {}\n');
      expect(databaseTestFiles(root)).toEqual([
        'tests/server/a/lazy.test.ts',
        'tests/server/a/usesDb.test.ts',
        'tests/server/direct.test.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('on this tree: the database tests, not the header or parser tests', () => {
    const files = databaseTestFiles(process.cwd());
    expect(files).toContain('tests/server/db/startServer.test.ts');
    expect(files).toContain('tests/server/system/menuApi.test.ts');
    expect(files).not.toContain('tests/server/listenAddress.test.ts');
    expect(files).not.toContain('tests/server/security/securityHeaders.test.ts');
  });
});

describe('npm run test:quick (vitest --changed)', () => {
  it('follows the imports of a client file into the screen manifests the route tree imports', async () => {
    // `--changed` and `related` walk every test's imports; createAppRouter reaches the generated
    // route tree and so every *.screen.yaml. Without the screens plugin in vitest.config.ts the
    // walk stopped with "Failed to parse source for import analysis" and test:quick failed.
    // The walk alone, through vitest's Node API in a process of its own (running the client files
    // it finds, as `vitest related` would next, took 11 s and checked nothing more).
    const walk = `
      import { createVitest } from 'vitest/node';
      const vitest = await createVitest('test', {
        watch: false,
        project: ['client'],
        related: ['runtime/client/router/createAppRouter.ts'],
      });
      try {
        const specs = await vitest.getRelevantTestSpecifications();
        console.log('related:', specs.map((s) => s.moduleId).join(' '));
      } finally {
        await vitest.close();
      }
    `;
    const { code, output } = await runCommand(process.execPath, ['--input-type=module', '-e', walk], {
      timeoutMs: 60_000,
      live: false,
      // A vitest of its own, not a worker of this one.
      env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))),
    });
    expect(output).not.toContain('Failed to parse source');
    expect(code, output).toBe(0);
    // The files that reach the route tree are found: the navigation tests import createAppRouter.
    expect(output).toMatch(/related:.*tests\/unit\/client\/\S+\.test\.tsx?/);
  }, 70_000);
});
