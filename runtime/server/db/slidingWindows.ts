import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from './openDatabase.ts';
import { rateLimits } from './schema.ts';

/** At most `limit` events per `windowMs` (a sliding window). */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/** One event to count: the window it falls in (`bucket` and `key`) and that window's rule. */
export interface WindowEvent {
  bucket: string;
  key: string;
  rule: WindowLimit;
  /**
   * Refuse only when this other window already holds an earlier event (a global budget refuses
   * addresses that have been counted before, never a clean one, which is held a moment instead).
   */
  onlyAfter?: WindowEvent;
  /**
   * Checked now, written only by `commit` (a login's failure, known once its password is checked):
   * many right logins at once from one address do not fill its window while they run.
   */
  deferred?: boolean;
}

/** What counting events found. */
export interface CountedEvents {
  /** Over a limit: refused, try again in this many seconds (nothing counted). 0: go on. */
  retryAfterSeconds: number;
  /** A global budget is exceeded (by others): hold the request this long (ms). */
  delayMs: number;
  /** Takes the events written back (a login whose credentials were right). */
  undo: () => Promise<void>;
  /** Writes the deferred events (a login whose credentials were wrong). */
  commit: () => Promise<void>;
}

/** The longest a clean address is held over a global budget (ms). */
export const MAX_DELAY_MS = 3000;
/** What each tenth of a budget exceeded adds to the hold (ms). */
const DELAY_STEP_MS = 250;
/** How often a process deletes events older than their windows. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * How long to hold a request `over` events past a global budget of `limit`: 250 ms for the first
 * tenth of the budget exceeded, 250 ms more for each further tenth, at most {@link MAX_DELAY_MS}.
 */
export function progressiveDelay(over: number, limit: number): number {
  if (over <= 0) return 0;
  return Math.min(MAX_DELAY_MS, DELAY_STEP_MS * Math.ceil((over * 10) / Math.max(1, limit)));
}

/**
 * Sliding windows kept in the database (`rate_limits`): every event is a row, so every instance on
 * one database counts the same events (N servers do not allow N times as many). Counting inserts
 * first and checks after, so concurrent requests cannot slip past a limit between a check and a
 * write (a `deferred` event is checked first and written after: see there). Used by the login limits, the id checks, the browser's error reports and the interface logs.
 */
export class SlidingWindows {
  /** The longest window met per bucket: what the sweep keeps. */
  readonly #longest = new Map<string, number>();
  #sweptAt = 0;

  constructor(
    readonly db: () => Db,
    readonly now: () => number = Date.now,
  ) {}

  /** Counts `events` at once: refused when one is over its limit (then none is kept). */
  async count(events: readonly WindowEvent[]): Promise<CountedEvents> {
    const db = this.db();
    const now = this.now();
    for (const e of events)
      this.#longest.set(e.bucket, Math.max(this.#longest.get(e.bucket) ?? 0, e.rule.windowMs));
    await this.#sweep(db, now);
    const row = (e: WindowEvent, at: number) => ({ bucket: e.bucket, key: e.key, at: new Date(at) });
    const written = events.filter((e) => !e.deferred);
    const deferred = events.filter((e) => e.deferred);
    const ids = written.length
      ? (
          await db
            .insert(rateLimits)
            .values(written.map((e) => row(e, now)))
            .returning({ id: rateLimits.id })
        ).map((r) => r.id)
      : [];
    const undo = async () => {
      if (ids.length) await db.delete(rateLimits).where(inArray(rateLimits.id, ids));
    };
    const commit = async () => {
      const at = this.now();
      if (deferred.length) await db.insert(rateLimits).values(deferred.map((e) => row(e, at)));
    };
    let wait = 0;
    let delayMs = 0;
    for (const e of events) {
      const over = await this.#retryAfter(db, e, now);
      if (over > 0 && e.onlyAfter && !(await this.#hasEarlier(db, e.onlyAfter, now))) {
        // A clean address over the global budget gets in, held longer the further it is exceeded.
        const held = progressiveDelay((await this.#inWindow(db, e, now)) - e.rule.limit, e.rule.limit);
        delayMs = Math.max(delayMs, held);
        continue;
      }
      wait = Math.max(wait, over);
    }
    if (wait > 0) {
      await undo();
      const none = async () => {};
      return { retryAfterSeconds: wait, delayMs: 0, undo: none, commit: none };
    }
    return { retryAfterSeconds: 0, delayMs, undo, commit };
  }

  #window(e: WindowEvent, now: number) {
    const since = new Date(now - e.rule.windowMs);
    return and(eq(rateLimits.bucket, e.bucket), eq(rateLimits.key, e.key), gt(rateLimits.at, since));
  }

  /** Whether `e`'s window holds an event before this one (a deferred one is not written yet). */
  async #hasEarlier(db: Db, e: WindowEvent, now: number): Promise<boolean> {
    const rows = await db.select({ id: rateLimits.id }).from(rateLimits).where(this.#window(e, now)).limit(2);
    return rows.length > (e.deferred ? 0 : 1);
  }

  /** How many events `e`'s window holds now, this one included. */
  async #inWindow(db: Db, e: WindowEvent, now: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(rateLimits).where(this.#window(e, now));
    return (row?.n ?? 0) + (e.deferred ? 1 : 0);
  }

  /** Seconds until `e`'s window, with this event in it, is back within the limit; 0 when it is. */
  async #retryAfter(db: Db, e: WindowEvent, now: number): Promise<number> {
    // The (limit+1)-th newest event, this one included: while it is in the window, it is over the
    // limit (a deferred event is not in the table: the limit-th newest there).
    const [row] = await db
      .select({ at: rateLimits.at })
      .from(rateLimits)
      .where(this.#window(e, now))
      .orderBy(desc(rateLimits.at), desc(rateLimits.id))
      .limit(1)
      .offset(Math.max(0, e.rule.limit - (e.deferred ? 1 : 0)));
    if (!row) return 0;
    // Without this event, `row` is the limit-th newest: the window is full until it leaves it.
    return Math.max(1, Math.ceil((row.at.getTime() + e.rule.windowMs - now) / 1000));
  }

  /** Deletes this counter's events older than their bucket's longest window, every 10 minutes. */
  async #sweep(db: Db, now: number): Promise<void> {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    for (const [bucket, windowMs] of this.#longest) {
      await db
        .delete(rateLimits)
        .where(and(eq(rateLimits.bucket, bucket), lt(rateLimits.at, new Date(now - windowMs))));
    }
  }
}
