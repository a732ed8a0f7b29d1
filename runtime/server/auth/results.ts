import type { ApiEnvelope } from '../http/envelope.ts';
import type { AuthDeps } from './authDeps.ts';
import { authErrors } from './authErrors.ts';

/**
 * A business outcome: HTTP 200 with the envelope, whatever the result code. 4xx statuses are kept
 * for requests the server cannot take at all (malformed, unauthorised, rate-limited).
 */
export function outcome<T>(resultCode: string, resultMessage: string, body: T): ApiEnvelope<T> {
  return { resultCode, resultMessage, body };
}

/**
 * Starts a credential check under the login rate limits: throws 429 TOO_MANY_REQUESTS (before
 * anything is read or written) when over a limit; otherwise returns the callback that marks the
 * attempt as one whose credentials were right.
 */
export function beginAttempt(deps: AuthDeps, userId: string, ip: string): () => void {
  const attempt = deps.throttle.begin(userId, ip);
  if (attempt.retryAfterSeconds > 0) throw authErrors.rateLimited(attempt.retryAfterSeconds);
  return attempt.succeeded;
}
