// How many Playwright workers the e2e suite runs (E2E_WORKERS, default 2), shared by
// playwright.config.ts (through baseUrl.ts) and tests/run-all.mjs, which picks a free port for each
// worker's default-profile server.

/** E2E_WORKERS of `env`, checked: a whole number from 1 to 8; 2 when unset. */
export function e2eWorkers(env = process.env) {
  const value = Number(env.E2E_WORKERS || 2);
  if (!Number.isInteger(value) || value < 1 || value > 8) {
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, got ${JSON.stringify(env.E2E_WORKERS)}`);
  }
  return value;
}
