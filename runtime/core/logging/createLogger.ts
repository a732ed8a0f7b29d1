import { LOG_LEVELS, type LogLevelName } from './logLevel.ts';

/** Where a logger's lines go: the level and what was logged. */
export type LogSink = (level: LogLevelName, args: readonly unknown[]) => void;

/** One method per level of spec section 4. */
export type Logger = { readonly [L in LogLevelName]: (...args: unknown[]) => void } & {
  /** Whether a line of `level` would be written. */
  enabled(level: LogLevelName): boolean;
};

export interface LoggerOptions {
  /** The most detailed level written (`logging.level`): `warn` writes fatal, error and warn. */
  level: LogLevelName;
  /** Nothing is written (`logging.browser.disabled`). Default false. */
  disabled?: boolean | undefined;
  sink: LogSink;
}

/** A logger of spec section 4's levels (fatal/error 0 … trace 5) over `sink`. */
export function createLogger(options: LoggerOptions): Logger {
  const max = LOG_LEVELS[options.level];
  const enabled = (level: LogLevelName) => !options.disabled && LOG_LEVELS[level] <= max;
  const method =
    (level: LogLevelName) =>
    (...args: unknown[]) => {
      if (enabled(level)) options.sink(level, args);
    };
  return {
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    log: method('log'),
    info: method('info'),
    success: method('success'),
    debug: method('debug'),
    trace: method('trace'),
    enabled,
  };
}
