import type { ApiErrorKind } from './apiCallError.ts';

export interface RetryCandidate {
  kind: ApiErrorKind;
  status?: number | undefined;
}

/**
 * Whether a failed attempt is tried again (spec section 7): only failures that are neither
 * cancelled nor timed out, that is no answer at all, a non-2xx status, or a result code that is
 * not accepted, and only while `retriesDone < maxRetries` (`api.retries`, default 0: off).
 * `sessionEnded` (the answer inactivated the session) never retries: the same tokens would fail again.
 */
export function shouldRetry(
  failure: RetryCandidate & { sessionEnded?: boolean },
  retriesDone: number,
  maxRetries: number,
): boolean {
  if (retriesDone >= maxRetries || failure.sessionEnded) return false;
  switch (failure.kind) {
    case 'cancelled':
    case 'timeout':
      return false;
    case 'network':
    case 'result':
      return true;
    case 'http':
      return failure.status === undefined || failure.status < 200 || failure.status >= 300;
  }
}
