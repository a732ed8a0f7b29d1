// The `api.secret` of the staging e2e server (CONSOLE_API_SECRET): `staging` refuses the default and
// anything shorter than 32 characters. Its build (tests/run-all.mjs, step build-staging) must use the
// same value, since the browser encrypts secured calls with it. A fixed test value, not a secret.
export const E2E_STAGING_API_SECRET = 'e2e-staging-api-secret-not-a-real-one-0123456789';
