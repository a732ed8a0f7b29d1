import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/index.ts';
import { addressKey } from '../platform/index.ts';

/** At most `limit` events per `windowMs` (a sliding window). */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/** Limits of the credential checks (login, login-complete, edit-password, approval) and id checks. */
export interface LoginRateLimits {
  /** Failed attempts per user id. Default 10 per 5 minutes. */
  perUser?: WindowLimit;
  /** Failed attempts per client address. Default 30 per 5 minutes. */
  perIp?: WindowLimit;
  /**
   * Failed attempts of everyone together (a spray over many addresses). Default 300 per 5 minutes.
   * Over it, an address that has already failed in its window is refused; a clean one still gets in.
   */
  global?: WindowLimit;
  /** `GET /validate/id` calls per client address. Default 30 per minute. */
  idCheckPerIp?: WindowLimit;
}

export const DEFAULT_LOGIN_RATE_LIMITS: Required<LoginRateLimits> = {
  perUser: { limit: 10, windowMs: 5 * 60_000 },
  perIp: { limit: 30, windowMs: 5 * 60_000 },
  global: { limit: 300, windowMs: 5 * 60_000 },
  idCheckPerIp: { limit: 30, windowMs: 60_000 },
};

type Bucket = 'user' | 'ip' | 'global' | 'id-check';

interface Counted {
  bucket: Bucket;
  key: string;
  rule: WindowLimit;
  /**
   * Only refuse when this other window already holds an earlier event (the global budget refuses
   * addresses that have failed before, never a clean one: an attacker cannot lock everyone out).
   */
  onlyAfter?: Counted;
}

/** How often a process deletes events older than every window. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The database's sliding windows: every event is a row, so every instance on one database counts
 * the same attempts (N servers do not give N times the guesses). Counting inserts first and checks
 * after, so concurrent guesses cannot slip past a limit between a check and a write.
 */
export class LoginThrottle {
  readonly #limits: Required<LoginRateLimits>;
  #sweptAt = 0;

  constructor(
    readonly db: () => Db,
    limits: LoginRateLimits = {},
    readonly now: () => number = Date.now,
  ) {
    this.#limits = { ...DEFAULT_LOGIN_RATE_LIMITS, ...limits };
  }

  /**
   * Starts a credential check: the seconds to wait when over a limit (nothing counted), otherwise 0
   * and the attempt counts as failed (per user, per address and globally) until `succeeded` takes
   * it back, so a busy office behind one address is not locked out by its own logins.
   */
  async begin(
    userId: string,
    ip: string,
  ): Promise<{ retryAfterSeconds: number; succeeded: () => Promise<void> }> {
    const l = this.#limits;
    const address: Counted = { bucket: 'ip', key: addressKey(ip), rule: l.perIp };
    return this.#count([
      { bucket: 'user', key: userId.trim().toLowerCase().slice(0, 200), rule: l.perUser },
      address,
      { bucket: 'global', key: '*', rule: l.global, onlyAfter: address },
    ]);
  }

  /** Counts one id check of `ip`; the seconds to wait when over the limit (then nothing counted). */
  async idCheck(ip: string): Promise<number> {
    return (await this.#count([{ bucket: 'id-check', key: addressKey(ip), rule: this.#limits.idCheckPerIp }]))
      .retryAfterSeconds;
  }

  async #count(events: Counted[]): Promise<{ retryAfterSeconds: number; succeeded: () => Promise<void> }> {
    const db = this.db();
    const now = this.now();
    await this.#sweep(db, now);
    const ids = (
      await db
        .insert(rateLimits)
        .values(events.map((e) => ({ bucket: e.bucket, key: e.key, at: new Date(now) })))
        .returning({ id: rateLimits.id })
    ).map((r) => r.id);
    const undo = async () => {
      if (ids.length) await db.delete(rateLimits).where(inArray(rateLimits.id, ids));
    };
    let wait = 0;
    for (const e of events) {
      const over = await this.#retryAfter(db, e, now);
      if (over > 0 && e.onlyAfter && !(await this.#hasEarlier(db, e.onlyAfter, now))) continue;
      wait = Math.max(wait, over);
    }
    if (wait > 0) {
      await undo();
      return { retryAfterSeconds: wait, succeeded: async () => {} };
    }
    return { retryAfterSeconds: 0, succeeded: undo };
  }

  /** Whether `e`'s window holds an event before the one just counted. */
  async #hasEarlier(db: Db, e: Counted, now: number): Promise<boolean> {
    const since = new Date(now - e.rule.windowMs);
    const rows = await db
      .select({ id: rateLimits.id })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, e.bucket), eq(rateLimits.key, e.key), gt(rateLimits.at, since)))
      .limit(2);
    return rows.length > 1;
  }

  /** Seconds until `e`'s window, with this event in it, is back within the limit; 0 when it is. */
  async #retryAfter(db: Db, e: Counted, now: number): Promise<number> {
    const since = new Date(now - e.rule.windowMs);
    // The (limit+1)-th newest event, this one included: while it is in the window, it is over the limit.
    const [row] = await db
      .select({ at: rateLimits.at })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, e.bucket), eq(rateLimits.key, e.key), gt(rateLimits.at, since)))
      .orderBy(desc(rateLimits.at), desc(rateLimits.id))
      .limit(1)
      .offset(e.rule.limit);
    if (!row) return 0;
    // Without this event, `row` is the limit-th newest: the window is full until it leaves it.
    return Math.max(1, Math.ceil((row.at.getTime() + e.rule.windowMs - now) / 1000));
  }

  async #sweep(db: Db, now: number): Promise<void> {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    const longest = Math.max(...Object.values(this.#limits).map((r) => r.windowMs));
    await db.delete(rateLimits).where(lt(rateLimits.at, new Date(now - longest)));
  }
}
