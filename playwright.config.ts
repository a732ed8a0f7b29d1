import { defineConfig } from '@playwright/test';
import { BASE_URL, dataDirOf, E2E_PORT, E2E_QA_PORT, QA_BASE_URL } from './tests/e2e/support/baseUrl.ts';
import { findChromium } from './tests/support/ensureChromium.mjs';

// tests/run-all.mjs sets CHROMIUM_PATH (installing Chromium when needed); used directly, this only looks.
const chromiumPath = process.env.CHROMIUM_PATH ?? findChromium()?.path;
const CI = Boolean(process.env.CI);

function server(profile: 'local' | 'qa', port: number, outDir: string, url: string) {
  return {
    command: `node tests/e2e/support/serve.mjs ${profile} ${port} ${outDir} ${dataDirOf(profile)}`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Request logs stay out of the test output; start-up errors (stderr) show with a [WebServer] prefix.
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

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
  // Two servers, each over a fresh database: the default profile, and `qa` (console.config.qa.yaml:
  // short idle logout, duplicate-login polling) for the session-expiry journeys.
  webServer: [
    server('local', E2E_PORT, 'dist/client', BASE_URL),
    server('qa', E2E_QA_PORT, 'dist/client-qa', QA_BASE_URL),
  ],
});
