/** The idle auto-logout countdown (spec section 4): whole seconds idle against the limit. */
export interface IdleCountdown {
  /** `auth.autoLogoutSeconds`. */
  readonly limitSeconds: number;
  /** Seconds since the countdown (re)started. */
  readonly idleSeconds: number;
  /** Clock time (ms) of the (re)start. */
  readonly startedAt: number;
}

/** A fresh countdown, or `null` when `limitSeconds` ≤ 0 (auto-logout disabled, the default). */
export function startIdleCountdown(limitSeconds: number, now = 0): IdleCountdown | null {
  return limitSeconds > 0 ? { limitSeconds, idleSeconds: 0, startedAt: now } : null;
}

/**
 * The countdown after one 1-second tick at clock time `now`: one second more, or the whole
 * seconds really elapsed when that is more (browsers slow timers in background tabs, and an idle
 * tab must not outlive its limit because of it).
 */
export function tickIdleCountdown(c: IdleCountdown, now = c.startedAt): IdleCountdown {
  const elapsed = Math.floor((now - c.startedAt) / 1000);
  return { ...c, idleSeconds: Math.max(c.idleSeconds + 1, elapsed) };
}

/** Seconds left before auto-logout (never negative). */
export function idleSecondsLeft(c: IdleCountdown): number {
  return Math.max(0, c.limitSeconds - c.idleSeconds);
}

/** True once the idle seconds reach the limit: it fires on that tick, not one tick later (fidelity.md). */
export function isIdleExpired(c: IdleCountdown): boolean {
  return c.idleSeconds >= c.limitSeconds;
}

/**
 * Seconds before the end at which the idle warning opens (fidelity.md, KWCAG 2.2.1):
 * `auth.idleWarningSeconds`, at most half the limit so a short limit still leaves idle time
 * without a warning; 0 when either is off.
 */
export function idleWarningLead(limitSeconds: number, warningSeconds: number): number {
  if (limitSeconds <= 0 || warningSeconds <= 0) return 0;
  return Math.min(warningSeconds, Math.floor(limitSeconds / 2));
}

/** True while the warning should be open: `secondsLeft` within the lead, and the session still on. */
export function isIdleWarning(secondsLeft: number | null, lead: number): boolean {
  return secondsLeft !== null && lead > 0 && secondsLeft > 0 && secondsLeft <= lead;
}
