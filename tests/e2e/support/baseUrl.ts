import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eWorkers } from './workers.mjs';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number, got ${JSON.stringify(process.env[name])}`);
  }
  return value;
}

/** Port of the first default-profile server the e2e tests start; tests/run-all.mjs picks a free one. */
// Below the ephemeral range (32768-60999), so no port-0 listener (a launched backend) can take one first.
export const E2E_PORT = port('E2E_PORT', 28417);

/**
 * Playwright's parallel workers (E2E_WORKERS, default 3). Each worker runs its files against a
 * default-profile server of its own (`localBaseUrl`): a login ends the same user's other sessions on
 * the same database, so two files logging in as admin at once must not share one.
 */
export const E2E_WORKERS = e2eWorkers();

/**
 * The worker slot of this process: Playwright evaluates the config and the specs in each worker with
 * TEST_PARALLEL_INDEX set (0 … workers-1, kept by a worker that replaces a failed one); 0 in the runner.
 */
export const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** Port of the `qa`-profile server (short idle logout, duplicate-login polling). */
export const E2E_QA_PORT = port('E2E_QA_PORT', E2E_PORT + 1);

/** Port of the `staging`-profile server (tab mode, at most 3 tabs). */
export const E2E_STAGING_PORT = port('E2E_STAGING_PORT', E2E_PORT + 2);

/** Port of `console dev` over a copy of the project (tests/e2e/dev.spec.ts). */
export const E2E_DEV_PORT = port('E2E_DEV_PORT', E2E_PORT + 3);

/** Port of the nginx in front of the `dev` profile's cluster, which serves under /admin/ (subPath.spec.ts). */
export const E2E_SUBPATH_PORT = port('E2E_SUBPATH_PORT', E2E_PORT + 20);

/**
 * Port of the default-profile server of 엑셀 일괄 등록 (tests/e2e/import.spec.ts): the members it adds
 * to its example backend (990) would otherwise put another file's 회원 목록 download over the
 * large-download approval threshold.
 */
export const E2E_IMPORT_PORT = port('E2E_IMPORT_PORT', E2E_PORT + 10);

/**
 * The long journeys, and `session` whose tests mostly wait on the `qa` profile's idle timers: each a
 * project of its own in playwright.config.ts, so they start first and no long file is left for the end.
 */
export const JOURNEYS = ['navigation', 'backends', 'events', 'session'] as const;

/** Port of worker `index`'s default-profile server (`E2E_PORT` for the first, `E2E_PORT_<index>` for the others). */
export const localPort = (index: number) =>
  index === 0 ? E2E_PORT : port(`E2E_PORT_${index}`, E2E_PORT + 3 + index);
/** Worker `index`'s default-profile console. */
export const localBaseUrl = (index: number) => `http://127.0.0.1:${localPort(index)}`;
/** Where this worker's tests reach the console (its own default-profile server). */
export const BASE_URL = localBaseUrl(WORKER_INDEX);
/** The `qa` profile's console. */
export const QA_BASE_URL = `http://127.0.0.1:${E2E_QA_PORT}`;
/** The `staging` profile's console (tab mode). */
export const STAGING_BASE_URL = `http://127.0.0.1:${E2E_STAGING_PORT}`;
/** The origin of the sub-path cluster (nginx); the console is at `${SUBPATH_ORIGIN}/admin/`. */
export const SUBPATH_ORIGIN = `http://127.0.0.1:${E2E_SUBPATH_PORT}`;
/** The sub-path console without its last slash (`…/admin`), as `console start` reports it. */
export const SUBPATH_BASE_URL = `${SUBPATH_ORIGIN}/admin`;
/** Where the sub-path cluster keeps its database and nginx files (serveCluster.mjs). */
export const SUBPATH_DATA_DIR = join(
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `console-e2e-${E2E_PORT}`),
  'subpath',
);
/** The console 엑셀 일괄 등록 imports into (a default-profile server of its own). */
export const IMPORT_BASE_URL = `http://127.0.0.1:${E2E_IMPORT_PORT}`;
/** `console dev`'s console (Vite in front of the API). */
export const DEV_BASE_URL = `http://127.0.0.1:${E2E_DEV_PORT}`;

/** The profiles the e2e web servers run. */
export type E2eProfile = 'local' | 'qa' | 'staging';

/** Where the servers keep their data (fresh databases; run-all makes a temp folder per run). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `console-e2e-${E2E_PORT}`);
/** Data folder of the import's server. */
export const IMPORT_DATA_DIR = join(E2E_DATA_DIR, 'import');
/** Data folder of worker `index`'s default-profile server. */
export const localDataDir = (index: number) => join(E2E_DATA_DIR, index === 0 ? 'local' : `local-${index}`);
/** Data folder of a profile's server (for `local`, this worker's). */
export const dataDirOf = (profile: E2eProfile) =>
  profile === 'local' ? localDataDir(WORKER_INDEX) : join(E2E_DATA_DIR, profile);
/** The file the servers write second-step keys to (CONSOLE_AUTH_KEY_FILE). */
export const authKeyFileOf = (profile: E2eProfile) => join(dataDirOf(profile), 'auth-keys.jsonl');
/** Where `console dev` runs: a copy of the project the dev journey may edit (serveDev.mjs). */
export const DEV_DATA_DIR = join(E2E_DATA_DIR, 'dev');
export const DEV_PROJECT_DIR = join(DEV_DATA_DIR, 'project');
