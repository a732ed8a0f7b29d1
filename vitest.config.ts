import { configDefaults, defineConfig } from 'vitest/config';

// Unit, CLI and server tests. The Playwright e2e suite (tests/e2e) has its own runner.
// Tests run in node; a test that needs the DOM starts with a `// @vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    environment: 'node',
    pool: 'forks',
    setupFiles: ['tests/support/vitestSetup.ts'],
  },
});
