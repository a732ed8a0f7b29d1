/** Consecutive failed checks that count as an expired session (spec section 9). */
export const DUPLICATE_CHECK_MAX_FAILURES = 10;

/** Result codes of the duplicate-login check: live, duplicated, expired. */
export const DUPLICATE_CHECK_CODES = { live: '0000', duplicated: 'FS01', expired: 'FS10' } as const;

/** What one check gave: a result code, or no usable answer (network, timeout, bad response). */
export type DuplicatePollOutcome = { resultCode: string } | { failed: true };

export interface DuplicatePollState {
  /** Consecutive failures so far. */
  readonly failures: number;
}

export type DuplicatePollDecision =
  | { next: 'continue'; state: DuplicatePollState }
  | { next: 'stop'; reason: 'duplicated' | 'expired' };

/** The state before the first check. */
export const INITIAL_DUPLICATE_POLL: DuplicatePollState = { failures: 0 };

/**
 * The duplicate-login poll's state machine (spec sections 4 and 9, fidelity.md): `0000` resets the
 * failure count; FS01 stops as duplicated; FS10 stops as expired; anything else is a failure, and
 * the tenth in a row stops as expired.
 */
export function nextDuplicatePoll(
  state: DuplicatePollState,
  outcome: DuplicatePollOutcome,
): DuplicatePollDecision {
  if ('resultCode' in outcome) {
    if (outcome.resultCode === DUPLICATE_CHECK_CODES.live)
      return { next: 'continue', state: { failures: 0 } };
    if (outcome.resultCode === DUPLICATE_CHECK_CODES.duplicated)
      return { next: 'stop', reason: 'duplicated' };
    if (outcome.resultCode === DUPLICATE_CHECK_CODES.expired) return { next: 'stop', reason: 'expired' };
  }
  const failures = state.failures + 1;
  return failures >= DUPLICATE_CHECK_MAX_FAILURES
    ? { next: 'stop', reason: 'expired' }
    : { next: 'continue', state: { failures } };
}
