import { configDefaults, defineConfig } from 'vitest/config';

// Unit, CLI and server tests. The Playwright e2e suite (tests/e2e) has its own runner.
// Tests run in node; a test that needs the DOM starts with a `// @vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    environment: 'node',
    pool: 'forks',
    // Database set-up (a seeded PGlite template, a PostgreSQL template database) takes seconds on a
    // busy 2-core machine; the defaults of 10 s / 5 s are too tight there.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    setupFiles: ['tests/support/vitestSetup.ts'],
  },
});
