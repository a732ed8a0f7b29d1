import { configDefaults, defineConfig } from 'vitest/config';
import { consoleScreens } from './cli/compile/viteScreenPlugin.ts';
import { TEST_PGLITE_SHARED_BUFFERS } from './tests/support/emptyPgliteDir.mjs';
import { EnvironmentSequencer } from './tests/support/environmentSequencer.ts';

// Unit, CLI and server tests. The Playwright e2e suite (tests/e2e) has its own runner.
// Tests run in node; a test that needs the DOM starts with a `// @vitest-environment jsdom` docblock.
//
// Projects by kind, so each pays only for the isolation it needs (`vitest run --project server`):
// - core: pure logic, schemas, the compiler, the house rules: one process per worker, files share it
//   (no module state to leak; starting a process and loading modules per file was three quarters of
//   the time).
// - client: the browser runtime's views, hooks and kit in jsdom, and the files that start the
//   whole runtime; files share a process (24 s instead of 71 s for a process each). Every store is
//   made by the page's runtime (createConsoleRuntime), none when a module loads, so one file's
//   runtime cannot leak into the next.
// - server: Fastify and the databases. Every file builds its own app and database, so files share a
//   process (the loaded server and the compiled example screens are reused).
// - cli: the commands, run in process or as child processes; files share a process too.
const shared = ['tests/support/vitestSetup.ts'];

export default defineConfig({
  // The generated route tree imports the screen manifests; `vitest --changed` (npm run test:quick)
  // follows every test's imports, so it needs the plugin that turns a manifest into a module.
  plugins: [consoleScreens(import.meta.dirname)],
  test: {
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker less than the cores: ONE on a 2-core machine, which ran the
    // whole suite file after file. Much of a server or CLI test is waiting (child processes,
    // databases, timers), so two workers keep both cores busy. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    // Database set-up (a seeded PGlite template, a PostgreSQL template database) takes seconds on a
    // busy 2-core machine; the defaults of 10 s / 5 s are too tight there.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    setupFiles: shared,
    sequence: { sequencer: EnvironmentSequencer },
    // PGlite's shared buffers for the servers and commands the tests start (a PGlite starts much
    // faster with 16MB than 128MB; tests/support/emptyPgliteDir.mjs).
    env: { CONSOLE_PGLITE_SHARED_BUFFERS: TEST_PGLITE_SHARED_BUFFERS },
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: [
            'tests/unit/core/**/*.test.ts',
            'tests/unit/schemas/**/*.test.ts',
            'tests/unit/*.test.ts',
            'tests/cli/compile/**/*.test.ts',
            'tests/cli/openapi/**/*.test.ts',
            'tests/cli/docs/**/*.test.ts',
            'tests/support/*.test.ts',
            'tests/architecture.test.ts',
          ],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/unit/client/**/*.test.{ts,tsx}', 'tests/support/*.test.tsx'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/examples/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          include: ['tests/cli/commands/**/*.test.ts', 'tests/cli/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
});
