import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  DEV_BASE_URL,
  DEV_DATA_DIR,
  dataDirOf,
  E2E_DEV_PORT,
  E2E_JOURNEY_PORT,
  E2E_PORT,
  E2E_QA_PORT,
  E2E_STAGING_PORT,
  type E2eProfile,
  JOURNEY_BASE_URL,
  JOURNEY_DATA_DIR,
  QA_BASE_URL,
  STAGING_BASE_URL,
} from './tests/e2e/support/baseUrl.ts';
import { findChromium } from './tests/support/ensureChromium.mjs';

// tests/run-all.mjs sets CHROMIUM_PATH (installing Chromium when needed); used directly, this only looks.
const chromiumPath = process.env.CHROMIUM_PATH ?? findChromium()?.path;
const CI = Boolean(process.env.CI);

const browser = {
  browserName: 'chromium' as const,
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
};

const journey = { ...browser, baseURL: JOURNEY_BASE_URL };

function server(
  profile: E2eProfile,
  port: number,
  outDir: string,
  url: string,
  dataDir = dataDirOf(profile),
) {
  return {
    command: `node tests/e2e/support/serve.mjs ${profile} ${port} ${outDir} ${dataDir}`,
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
  // Files run in parallel, the tests of a file one after another: a login ends the same user's
  // other sessions (duplicate-login rule), so journeys that log in must not overlap (see projects).
  fullyParallel: false,
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
    { name: 'chromium', testIgnore: /(navigation|backends|events)\.spec\.ts/, use: browser },
    // The long journeys that log in as admin/staff again and again run one after another on a server
    // of their own (a second login of the same user ends the first one's session on that database),
    // beside the files above: one worker takes this chain while the other runs the rest.
    { name: 'navigation', testMatch: /navigation\.spec\.ts/, use: journey },
    // The screens over the example backend: admin and staff at length.
    { name: 'backends', testMatch: /backends\.spec\.ts/, dependencies: ['navigation'], use: journey },
    // Pushed events: a second login of the same user in another browser, notices to everyone.
    { name: 'events', testMatch: /events\.spec\.ts/, dependencies: ['backends'], use: journey },
  ],
  // Five servers, each over a fresh database: the default profile (twice: one for the journeys), `qa` (console.config.qa.yaml:
  // short idle logout, duplicate-login polling) for the session-expiry journeys, `staging`
  // (console.config.staging.yaml: tab mode, at most 3 tabs) for the tab journeys, and `console dev`
  // over a copy of the project for the integrator's dev loop (dev.spec.ts).
  webServer: [
    server('local', E2E_PORT, 'dist/client', BASE_URL),
    server('local', E2E_JOURNEY_PORT, 'dist/client', JOURNEY_BASE_URL, JOURNEY_DATA_DIR),
    server('qa', E2E_QA_PORT, 'dist/client-qa', QA_BASE_URL),
    server('staging', E2E_STAGING_PORT, 'dist/client-staging', STAGING_BASE_URL),
    {
      ...server('local', E2E_DEV_PORT, '', DEV_BASE_URL),
      command: `node tests/e2e/support/serveDev.mjs ${E2E_DEV_PORT} ${DEV_DATA_DIR}`,
    },
  ],
});
