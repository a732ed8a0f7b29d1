// How many Playwright workers the e2e suite runs (E2E_WORKERS, default 3), shared by
// playwright.config.ts (through baseUrl.ts) and tests/run-all.mjs, which picks a free port for each
// worker's default-profile server.

/**
 * E2E_WORKERS of `env`, checked: a whole number from 1 to 8; 3 when unset. Three on 2 cores, since
 * many tests wait on timers, uploads and toasts: measured back to back, e2e took 5 min 8 s with three
 * and 6 min 6 s with two.
 */
export function e2eWorkers(env = process.env) {
  const value = Number(env.E2E_WORKERS || 3);
  if (!Number.isInteger(value) || value < 1 || value > 8) {
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, got ${JSON.stringify(env.E2E_WORKERS)}`);
  }
  return value;
}
