/** The idle auto-logout countdown (spec section 4): whole seconds idle against the limit. */
export interface IdleCountdown {
  /** `auth.autoLogoutSeconds`. */
  readonly limitSeconds: number;
  /** Seconds since the countdown (re)started. */
  readonly idleSeconds: number;
}

/** A fresh countdown, or `null` when `limitSeconds` ≤ 0 (auto-logout disabled, the default). */
export function startIdleCountdown(limitSeconds: number): IdleCountdown | null {
  return limitSeconds > 0 ? { limitSeconds, idleSeconds: 0 } : null;
}

/** The countdown one 1-second tick later. */
export function tickIdleCountdown(c: IdleCountdown): IdleCountdown {
  return { limitSeconds: c.limitSeconds, idleSeconds: c.idleSeconds + 1 };
}

/** Seconds left before auto-logout (never negative). */
export function idleSecondsLeft(c: IdleCountdown): number {
  return Math.max(0, c.limitSeconds - c.idleSeconds);
}

/** True once the idle seconds reach the limit: it fires on that tick, not one tick later (fidelity.md). */
export function isIdleExpired(c: IdleCountdown): boolean {
  return c.idleSeconds >= c.limitSeconds;
}
