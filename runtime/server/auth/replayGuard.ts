import { lt } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { seenTransactions } from '../db/index.ts';

/** How far a secured call's time may be from the server's, either way. */
export const SECURE_PARAM_MAX_AGE_MS = 60_000;
/** How often a process deletes transaction ids older than the window. */
const SWEEP_EVERY_MS = 30_000;

export type ReplayVerdict = 'ok' | 'stale' | 'replayed';

/**
 * One use per secured call: its time must be within a minute of the server's, and its transaction
 * id (the key of its encryption) unseen in the database in that minute, on every instance. A
 * captured `__usp` with its `X-Tran-Id` therefore logs in nobody a second time.
 */
export class ReplayGuard {
  #sweptAt = 0;

  constructor(
    readonly db: () => Db,
    readonly now: () => number = Date.now,
  ) {}

  async check(tranId: string, ts: number | undefined): Promise<ReplayVerdict> {
    const now = this.now();
    if (ts === undefined || Math.abs(now - ts) > SECURE_PARAM_MAX_AGE_MS) return 'stale';
    const db = this.db();
    if (now - this.#sweptAt >= SWEEP_EVERY_MS) {
      this.#sweptAt = now;
      // Twice the window: a call within the window is always still remembered.
      await db
        .delete(seenTransactions)
        .where(lt(seenTransactions.seenDttm, new Date(now - 2 * SECURE_PARAM_MAX_AGE_MS)));
    }
    const fresh = await db
      .insert(seenTransactions)
      .values({ tranId, seenDttm: new Date(now) })
      .onConflictDoNothing()
      .returning({ tranId: seenTransactions.tranId });
    return fresh.length > 0 ? 'ok' : 'replayed';
  }
}
