import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT } from './tests/e2e/support/baseUrl.ts';
import { findChromium } from './tests/support/ensureChromium.mjs';

// tests/run-all.mjs sets CHROMIUM_PATH (installing Chromium when needed); used directly, this only looks.
const chromiumPath = process.env.CHROMIUM_PATH ?? findChromium()?.path;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['json', { outputFile: 'test-results/report.json' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node cli/bin.mjs start --port ${E2E_PORT} --host 127.0.0.1`,
    url: `${BASE_URL}/api/health`,
    env: { PORT: String(E2E_PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    // Request logs stay out of the test output; start-up errors (stderr) show with a [WebServer] prefix.
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
