/** Port of the server the e2e tests start (`node cli/bin.mjs start`); tests/run-all.mjs picks a free one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 38417);
if (!Number.isInteger(E2E_PORT) || E2E_PORT <= 0 || E2E_PORT > 65535) {
  throw new Error(`E2E_PORT must be a TCP port number, got ${JSON.stringify(process.env.E2E_PORT)}`);
}

/** Where the e2e tests reach the console. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
