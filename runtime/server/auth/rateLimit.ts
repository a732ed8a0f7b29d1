/** At most `limit` events per `windowMs` (a sliding window). */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/** Limits of the credential checks (login, login-complete, edit-password, approval). */
export interface LoginRateLimits {
  /** Failed attempts per user id. Default 10 per 5 minutes. */
  perUser?: WindowLimit;
  /** Failed attempts per client address. Default 30 per 5 minutes. */
  perIp?: WindowLimit;
}

export const DEFAULT_LOGIN_RATE_LIMITS: Required<LoginRateLimits> = {
  perUser: { limit: 10, windowMs: 5 * 60_000 },
  perIp: { limit: 30, windowMs: 5 * 60_000 },
};

/** Keys above this many are swept of stale entries, so a flood of ids cannot grow memory unbounded. */
const SWEEP_AT = 10_000;

/** An in-memory sliding-window counter per key, on an injectable clock. One per process. */
export class SlidingWindow {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly rule: WindowLimit,
    readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may act again; 0 when it is under its limit. */
  retryAfterSeconds(key: string): number {
    const recent = this.#recent(key);
    if (recent.length < this.rule.limit) return 0;
    const oldest = recent[recent.length - this.rule.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - this.now()) / 1000));
  }

  /** Counts one event for `key`; returns its time, which `unhit` takes back. */
  hit(key: string): number {
    const recent = this.#recent(key);
    const at = this.now();
    recent.push(at);
    this.#hits.set(key, recent);
    if (this.#hits.size > SWEEP_AT) this.#sweep();
    return at;
  }

  /** Takes back one event of `key` counted at `at` (an attempt that turned out to succeed). */
  unhit(key: string, at: number): void {
    const list = this.#hits.get(key);
    const i = list?.lastIndexOf(at) ?? -1;
    if (list && i >= 0) list.splice(i, 1);
  }

  #recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.#hits.delete(key);
    return recent;
  }

  #sweep(): void {
    for (const key of [...this.#hits.keys()]) if (this.#recent(key).length === 0) this.#hits.delete(key);
  }
}

/**
 * The guard of every credential check: failed attempts count per user id and per address, and a
 * caller over either limit is refused (429) before anything is read or written. Attempts whose
 * credentials were right do not count, so a busy office behind one address is not locked out by its own logins. In memory, per
 * process: with several processes each enforces its own window (the account lock after
 * `maximumLoginFailNumbers` failures is the shared, persistent limit).
 */
export class LoginThrottle {
  readonly #user: SlidingWindow;
  readonly #ip: SlidingWindow;

  constructor(limits: LoginRateLimits = {}, now: () => number = Date.now) {
    this.#user = new SlidingWindow(limits.perUser ?? DEFAULT_LOGIN_RATE_LIMITS.perUser, now);
    this.#ip = new SlidingWindow(limits.perIp ?? DEFAULT_LOGIN_RATE_LIMITS.perIp, now);
  }

  /**
   * Starts an attempt: the seconds to wait when over a limit (nothing counted), otherwise 0 and the
   * attempt is counted as failed until `succeeded` takes it back. Counting before the check's first
   * `await` keeps concurrent guesses from slipping past the limit.
   */
  begin(userId: string, ip: string): { retryAfterSeconds: number; succeeded: () => void } {
    const user = userKey(userId);
    const wait = Math.max(this.#user.retryAfterSeconds(user), this.#ip.retryAfterSeconds(ip));
    if (wait > 0) return { retryAfterSeconds: wait, succeeded: () => {} };
    const atUser = this.#user.hit(user);
    const atIp = this.#ip.hit(ip);
    return {
      retryAfterSeconds: 0,
      succeeded: () => {
        this.#user.unhit(user, atUser);
        this.#ip.unhit(ip, atIp);
      },
    };
  }
}

const userKey = (userId: string) => userId.trim().toLowerCase();
