import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The bundle budgets read a finished build, so they run apart from the unit tests (whose config only
// picks up *.test.ts): `vitest run --config tests/build/vitest.config.ts`, after `node cli/bin.mjs build`.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../', import.meta.url)),
    include: ['tests/build/**/*.budget.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The three files read the same build and import the same modules: one process for all of them
    // (a process each loaded the compiler and the server's modules three times).
    isolate: false,
    maxWorkers: 1,
  },
});
