/** How long a graceful close may take before the process exits anyway. */
export const CLOSE_TIMEOUT_MS = 10_000;

interface Closable {
  close(): Promise<unknown>;
}

export interface UntilStoppedOptions {
  /** Where SIGINT and SIGTERM come from. Default `process`. */
  signals?: Pick<NodeJS.Process, 'once' | 'off'>;
  /** Called when closing takes longer than `timeoutMs` (a stuck connection). Default: exit 1. */
  onTimeout?: () => void;
  /** Default CLOSE_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * Resolves once SIGINT or SIGTERM arrived and every closable closed: 0, or 1 when one failed to close.
 * A stuck connection must not keep a stopped service alive forever: after `timeoutMs` the process
 * exits anyway.
 */
export function untilStopped(
  closables: readonly Closable[],
  options: UntilStoppedOptions = {},
): Promise<number> {
  const signals = options.signals ?? process;
  const onTimeout = options.onTimeout ?? (() => process.exit(1));
  return new Promise((resolve) => {
    const stop = () => {
      signals.off('SIGINT', stop);
      signals.off('SIGTERM', stop);
      const timer = setTimeout(onTimeout, options.timeoutMs ?? CLOSE_TIMEOUT_MS);
      timer.unref();
      Promise.allSettled(closables.map((c) => c.close())).then((results) => {
        clearTimeout(timer);
        resolve(results.some((r) => r.status === 'rejected') ? 1 : 0);
      });
    };
    signals.once('SIGINT', stop);
    signals.once('SIGTERM', stop);
  });
}
