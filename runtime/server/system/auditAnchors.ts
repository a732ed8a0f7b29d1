import type { FastifyInstance } from 'fastify';
import { anchorPersonalAccess } from '../db/index.ts';

/** How often the server writes the anchors of the days past (ms). */
export const AUDIT_ANCHOR_INTERVAL_MS = 60 * 60_000;

/**
 * Writes the daily anchors of 개인정보 접속기록 (each Korean day's last hash) when the server is ready
 * and hourly after, so a day's records are anchored within an hour of its end. One run at a time;
 * a failure is logged and the next run retries.
 */
export function startAuditAnchors(app: FastifyInstance, now: () => number = Date.now): void {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running || !app.hasDatabase) return;
    running = anchorPersonalAccess(app.db, new Date(now()))
      .then((days) => {
        if (days) app.log.info({ days }, `audit anchors written for ${days} day(s)`);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'audit anchors failed; the next run retries'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, AUDIT_ANCHOR_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
