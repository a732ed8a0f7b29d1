/**
 * The event-stream client's timing (spec section 7): no byte for `heartbeatTimeoutMs` means the
 * connection is dead; the first retry waits `initialRetryMs`, and every retry is kept between
 * 1000 and 18,000,000 ms.
 */
export const EVENT_STREAM_DEFAULTS = {
  heartbeatTimeoutMs: 45_000,
  initialRetryMs: 1000,
  minRetryMs: 1000,
  maxRetryMs: 18_000_000,
} as const;

/** A wait kept within the bounds (a non-number is the initial retry). */
export function clampRetry(ms: number): number {
  if (!Number.isFinite(ms)) return EVENT_STREAM_DEFAULTS.initialRetryMs;
  return Math.min(
    Math.max(Math.floor(ms), EVENT_STREAM_DEFAULTS.minRetryMs),
    EVENT_STREAM_DEFAULTS.maxRetryMs,
  );
}

/** The retry state: the base (set by the server's `retry:`) and the wait before the next attempt. */
export interface RetryState {
  initial: number;
  current: number;
}

export const INITIAL_RETRY: RetryState = {
  initial: EVENT_STREAM_DEFAULTS.initialRetryMs,
  current: EVENT_STREAM_DEFAULTS.initialRetryMs,
};

/**
 * After a failed or dropped connection: wait `current`, and the next failure waits twice as long,
 * at most 16 × the base (as the widely used EventSource polyfill does), within the bounds.
 */
export function afterFailure(state: RetryState): { waitMs: number; next: RetryState } {
  const waitMs = clampRetry(state.current);
  return {
    waitMs,
    next: { initial: state.initial, current: clampRetry(Math.min(state.initial * 16, waitMs * 2)) },
  };
}

/** The server's `retry:` sets the base and the next wait. */
export function withServerRetry(ms: number): RetryState {
  const initial = clampRetry(ms);
  return { initial, current: initial };
}

/** An open connection: the next failure waits the base again. */
export function afterOpen(state: RetryState): RetryState {
  return { initial: state.initial, current: state.initial };
}
