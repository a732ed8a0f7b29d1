import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  DEV_BASE_URL,
  DEV_DATA_DIR,
  dataDirOf,
  E2E_DEV_PORT,
  E2E_IMPORT_PORT,
  E2E_QA_PORT,
  E2E_STAGING_PORT,
  E2E_SUBPATH_PORT,
  E2E_WORKERS,
  type E2eProfile,
  IMPORT_BASE_URL,
  IMPORT_DATA_DIR,
  JOURNEYS,
  localBaseUrl,
  localDataDir,
  localPort,
  QA_BASE_URL,
  STAGING_BASE_URL,
  SUBPATH_BASE_URL,
  SUBPATH_DATA_DIR,
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
      // Every page of a worker's browser in one renderer process: a new page otherwise starts one,
      // about a second of CPU on this 2-core machine (measured: 20 % less CPU per new context).
      '--renderer-process-limit=1',
    ],
  },
};

/** A server for serveAll.mjs: `console start` over a fresh database (serve.mjs). */
function server(
  profile: E2eProfile,
  port: number,
  outDir: string,
  url: string,
  dataDir = dataDirOf(profile),
) {
  return {
    name: profile,
    script: 'tests/e2e/support/serve.mjs',
    args: [profile, String(port), outDir, dataDir],
    url,
  };
}

const SERVERS = [
  // One default-profile server per worker (baseUrl.ts: a worker's files log in on its own).
  ...Array.from({ length: E2E_WORKERS }, (_, i) => ({
    ...server('local', localPort(i), 'dist/client', localBaseUrl(i), localDataDir(i)),
    name: i === 0 ? 'local' : `local-${i}`,
  })),
  server('qa', E2E_QA_PORT, 'dist/client-qa', QA_BASE_URL),
  // 엑셀 일괄 등록 adds members to its example backend: a default-profile server of its own.
  { ...server('local', E2E_IMPORT_PORT, 'dist/client', IMPORT_BASE_URL, IMPORT_DATA_DIR), name: 'import' },
  server('staging', E2E_STAGING_PORT, 'dist/client-staging', STAGING_BASE_URL),
  // The `dev` profile (app.basePath /admin/) behind the nginx of `npm run cluster`, on PostgreSQL.
  {
    name: 'subpath',
    script: 'tests/e2e/support/serveCluster.mjs',
    args: [String(E2E_SUBPATH_PORT), SUBPATH_DATA_DIR],
    url: SUBPATH_BASE_URL,
  },
  {
    name: 'dev',
    script: 'tests/e2e/support/serveDev.mjs',
    args: [String(E2E_DEV_PORT), DEV_DATA_DIR],
    url: DEV_BASE_URL,
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Files run in parallel, the tests of a file one after another: a login ends the same user's
  // other sessions (duplicate-login rule), so each worker has a default-profile server of its own
  // (BASE_URL is this worker's).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['json', { outputFile: 'test-results/report.json' }]] : 'list',
  use: {
    // Evaluated in each worker: its own server (baseUrl.ts, TEST_PARALLEL_INDEX).
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A trace records a snapshot of the page at every step: on this 2-core machine it doubled the
    // suite's time. Off by default; E2E_TRACE=1 keeps one for each failing test (docs/testing.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // Playwright hands out files in project order, so the longest go first and the short ones fill in
  // behind them: the long journeys, then the tutorials, then the rest.
  projects: [
    // The long journeys (navigation; the screens over the example backend as admin and operator at
    // length; pushed events, notices to everyone; the session timers of the qa profile) first, each a
    // project of its own so it starts early.
    ...JOURNEYS.map((j) => ({
      name: j,
      testMatch: new RegExp(`${j}\\.spec\\.ts`),
      use: browser,
    })),
    { name: 'tutorials', testMatch: /tutorials\.spec\.ts/, use: browser },
    {
      name: 'chromium',
      testIgnore: new RegExp(`(${[...JOURNEYS, 'tutorials'].join('|')})\\.spec\\.ts`),
      use: browser,
    },
  ],
  // The servers, each over a fresh database, started at once by serveAll.mjs: one default-profile
  // server per worker (E2E_WORKERS); `qa` (console.config.qa.yaml: short idle logout, duplicate-login
  // polling) for the session-expiry journeys; `staging` (console.config.staging.yaml: tab mode, at
  // most 3 tabs) for the tab journeys; `dev` (console.config.dev.yaml: under /admin/) as a cluster
  // behind nginx for the sub-path journey; and `console dev` over a copy of the project for the
  // integrator's dev loop (dev.spec.ts).
  webServer: {
    command: 'node tests/e2e/support/serveAll.mjs',
    // The servers (and the shop backend they launch) run in Los Angeles: a day they name from their
    // own clock instead of the console's (app.timeZone, Asia/Seoul) shows (koreanDays.spec.ts).
    env: { E2E_SERVERS: JSON.stringify(SERVERS), TZ: 'America/Los_Angeles' },
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 200_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
