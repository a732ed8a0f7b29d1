/** E2E_WORKERS of `env`, checked: a whole number from 1 to 8; 3 when unset. */
export function e2eWorkers(env?: NodeJS.ProcessEnv | Record<string, string | undefined>): number;
