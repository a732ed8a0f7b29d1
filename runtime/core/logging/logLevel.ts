/** Log levels of spec section 4: fatal/error 0, warn 1, log 2, info/success 3, debug 4, trace 5. */
export const LOG_LEVELS = {
  fatal: 0,
  error: 0,
  warn: 1,
  log: 2,
  info: 3,
  success: 3,
  debug: 4,
  trace: 5,
} as const;

export type LogLevelName = keyof typeof LOG_LEVELS;

/** Numeric value of a level name (case-insensitive); `undefined` for an unknown name. */
export function logLevelValue(name: string): number | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(LOG_LEVELS, key) ? LOG_LEVELS[key as LogLevelName] : undefined;
}

/** Pino's level name for a spec level (pino has no `log`/`success`). */
export function toPinoLevel(name: LogLevelName): 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' {
  if (name === 'log' || name === 'success') return 'info';
  return name;
}
