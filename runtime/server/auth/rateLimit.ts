import { type Db, SlidingWindows, type WindowEvent, type WindowLimit } from '../db/index.ts';
import { addressKey } from '../platform/index.ts';

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
  /**
   * `GET /validate/id` calls of everyone together (ids enumerated from many addresses). Default 300
   * per minute; over it, as for `global`, an address that has checked before is refused.
   */
  idCheckGlobal?: WindowLimit;
}

export const DEFAULT_LOGIN_RATE_LIMITS: Required<LoginRateLimits> = {
  perUser: { limit: 10, windowMs: 5 * 60_000 },
  perIp: { limit: 30, windowMs: 5 * 60_000 },
  global: { limit: 300, windowMs: 5 * 60_000 },
  idCheckPerIp: { limit: 30, windowMs: 60_000 },
  idCheckGlobal: { limit: 300, windowMs: 60_000 },
};

/** What counting an attempt found: the seconds to wait when refused, else how long to hold it. */
export interface CountedAttempt {
  /** Over a limit: refused, try again in this many seconds (nothing counted). 0: go on. */
  retryAfterSeconds: number;
  /** A global budget is exceeded (by others): hold the attempt this long before checking it (ms). */
  delayMs: number;
  /** The credentials were right: take the attempt back. */
  succeeded: () => Promise<void>;
  /** The credentials were wrong: count it for the address and globally too. */
  failed: () => Promise<void>;
}

export type { WindowLimit };

/**
 * The login limits, in the database's sliding windows: every instance on one database counts the
 * same attempts. An attempt counts as failed until `succeeded` takes it back.
 */
export class LoginThrottle {
  readonly #limits: Required<LoginRateLimits>;
  readonly #windows: SlidingWindows;

  constructor(db: () => Db, limits: LoginRateLimits = {}, now: () => number = Date.now) {
    this.#limits = { ...DEFAULT_LOGIN_RATE_LIMITS, ...limits };
    this.#windows = new SlidingWindows(db, now);
  }

  /**
   * Starts a credential check: the seconds to wait when over a limit (nothing counted), otherwise 0.
   * The attempt counts against its user id at once, until `succeeded` takes it back (so concurrent
   * guesses at one account never pass its limit), and against its address and the global budget
   * when `failed` says so (so a busy office behind one address, all logging in at once, is not
   * refused by its own right logins). Over the global budget a clean address is held (`delayMs`),
   * one that has failed before refused.
   */
  async begin(userId: string, ip: string): Promise<CountedAttempt> {
    const l = this.#limits;
    const address: WindowEvent = { bucket: 'ip', key: addressKey(ip), rule: l.perIp, deferred: true };
    const counted = await this.#windows.count([
      { bucket: 'user', key: userId.trim().toLowerCase().slice(0, 200), rule: l.perUser },
      address,
      { bucket: 'global', key: '*', rule: l.global, onlyAfter: address, deferred: true },
    ]);
    return {
      retryAfterSeconds: counted.retryAfterSeconds,
      delayMs: counted.delayMs,
      succeeded: counted.undo,
      failed: counted.commit,
    };
  }

  /**
   * Counts one id check of `ip`, per address and globally: refused (`retryAfterSeconds`, nothing
   * counted) over a limit, held (`delayMs`) while the global budget is exceeded by others.
   */
  async idCheck(ip: string): Promise<CountedAttempt> {
    const l = this.#limits;
    const address: WindowEvent = { bucket: 'id-check', key: addressKey(ip), rule: l.idCheckPerIp };
    const counted = await this.#windows.count([
      address,
      { bucket: 'id-check-global', key: '*', rule: l.idCheckGlobal, onlyAfter: address },
    ]);
    return {
      retryAfterSeconds: counted.retryAfterSeconds,
      delayMs: counted.delayMs,
      succeeded: counted.undo,
      failed: counted.commit,
    };
  }
}
