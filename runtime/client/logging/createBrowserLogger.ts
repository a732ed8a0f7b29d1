import type { ClientLogReport } from '../../../schemas/api/clientLog.ts';
import type { LogLevelName } from '../../core/logging/index.ts';
import { createLogger, type Logger } from '../../core/logging/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';
import { t } from '../i18n/index.ts';

/** The browser's console, as far as the logger writes to it. */
export type ConsoleLike = Pick<Console, 'error' | 'warn' | 'log' | 'info' | 'debug'>;

export interface BrowserLogger extends Logger {
  /**
   * Sends an error to the server log (best effort, never throws), under `tranId` (a failed call's)
   * or a new one; returns the transaction id used, which the console line also shows.
   */
  report(error: unknown, tranId?: string): string | undefined;
  /**
   * An error the page cannot handle (spec section 8): "시스템 오류가 발생하였습니다." with the
   * details and the transaction id on the console, and the report to the server. No user message.
   */
  systemError(error: unknown): void;
}

export interface BrowserLoggerOptions {
  /** `logging.level` and `logging.browser.disabled`. */
  logging: { level: LogLevelName; browser: { disabled: boolean } };
  console?: ConsoleLike | undefined;
  /** Posts one report under the transaction id (the API client's fetch with the session's headers). */
  send?: ((report: ClientLogReport, tranId: string) => Promise<unknown>) | undefined;
  newTranId: () => string;
  /** The page's path, for the report. */
  path?: () => string;
  clock?: Clock;
  /** Reports a page sends per minute at most (a loop of errors must not flood the server). Default 10. */
  reportsPerMinute?: number;
}

const CONSOLE_METHOD: Record<LogLevelName, keyof ConsoleLike> = {
  fatal: 'error',
  error: 'error',
  warn: 'warn',
  log: 'log',
  info: 'info',
  success: 'info',
  debug: 'debug',
  trace: 'debug',
};

/** A failed API call's transaction id, when the error carries one (ApiCallError). */
const tranIdOf = (error: unknown): string | undefined => {
  const id = (error as { tranId?: unknown } | null)?.tranId;
  return typeof id === 'string' && id ? id : undefined;
};

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The browser logger (spec section 4's levels at `logging.level`, silent with
 * `logging.browser.disabled`), and `report`, which sends an error to the server log
 * (`POST /api/log/client`) whatever the browser's level: the server decides what it keeps.
 */
export function createBrowserLogger(options: BrowserLoggerOptions): BrowserLogger {
  const out = options.console ?? globalThis.console;
  const clock = options.clock ?? systemClock;
  const perMinute = options.reportsPerMinute ?? 10;
  let windowStart = Number.NEGATIVE_INFINITY;
  let sent = 0;
  const logger = createLogger({
    level: options.logging.level,
    disabled: options.logging.browser.disabled,
    sink: (level, args) => out[CONSOLE_METHOD[level]](...args),
  });
  const browserLogger: BrowserLogger = {
    ...logger,
    systemError(error) {
      const tranId = browserLogger.report(error);
      logger.error(t('error.system'), ...(tranId ? [`(tranId ${tranId})`] : []), error);
    },
    report(error, tranId) {
      const send = options.send;
      if (!send) return undefined;
      const now = clock.now();
      if (now - windowStart >= 60_000) {
        windowStart = now;
        sent = 0;
      }
      if (sent >= perMinute) return undefined;
      sent++;
      const id = tranId ?? tranIdOf(error) ?? options.newTranId();
      const e = error instanceof Error ? error : undefined;
      const message = e ? `${e.name}: ${e.message}` : String(error);
      const report: ClientLogReport = {
        level: 'error',
        message: cut(message || 'Error', 1000),
        ...(e?.stack ? { stack: cut(e.stack, 8000) } : {}),
        ...(options.path ? { url: cut(options.path(), 500) } : {}),
      };
      send(report, id).catch(() => {
        // the server log is out of reach: the console line stays
      });
      return id;
    },
  };
  return browserLogger;
}
