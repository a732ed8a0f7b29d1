import type { FastifyInstance } from 'fastify';
import { pruneInterfaceLogs } from './interfaceLogStore.ts';

/** How often the prune runs after the one at start. */
export const INTERFACE_LOG_PRUNE_INTERVAL_MS = 3_600_000;

/**
 * The retention of `interface_logs` (`interfaces.apiLogging.keepDays`): a prune once the server is
 * ready and then hourly, logging what it deleted; stopped (and a running one awaited) when the
 * server closes. Several servers on one database may prune at once: a DELETE by age is harmless twice.
 */
export function startInterfaceLogPrune(
  app: FastifyInstance,
  keepDays: number,
  now: () => number = Date.now,
): void {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running || !app.hasDatabase) return;
    running = pruneInterfaceLogs(app.db, keepDays, now())
      .then((deleted) => {
        if (deleted) app.log.info({ deleted, keepDays }, `interface log prune deleted ${deleted} row(s)`);
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'interface log prune failed; the next one retries'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, INTERFACE_LOG_PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
