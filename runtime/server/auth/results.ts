import type { AppProp } from '../../../schemas/api/initialData.ts';
import { AUTH_MESSAGES, type LoginStatusCode } from '../../core/auth/index.ts';
import { type ApiEnvelope, authErrors } from '../platform/index.ts';
import type { AuthDeps } from './authDeps.ts';
import type { UserRow } from './users.ts';

/**
 * A business outcome: HTTP 200 with the envelope, whatever the result code. 4xx statuses are kept
 * for requests the server cannot take at all (malformed, unauthorised, rate-limited).
 */
export function outcome<T>(resultCode: string, resultMessage: string, body: T): ApiEnvelope<T> {
  return { resultCode, resultMessage, body };
}

/** The answer with the user's approval notice (승인 관리's decision) in its body, when there is one. */
export function withNotice<T extends object>(
  answer: { resultCode: string; resultMessage: string; body: T },
  approvalNotice: string | undefined,
) {
  return approvalNotice === undefined ? answer : { ...answer, body: { ...answer.body, approvalNotice } };
}

/**
 * A right password (or key) on an account that may not log in (`loginStatus`): resultCode 0000 with
 * the status as `resCd`; no tokens, nothing written.
 */
export function refusedByStatus(status: LoginStatusCode, user: UserRow, props: AppProp) {
  return outcome('0000', AUTH_MESSAGES[status], {
    resCd: status,
    hasUser: true as const,
    loginFailCnt: user.loginFailCnt,
    maximumLoginFailNumbers: props.maximumLoginFailNumbers,
    authApprovalType: props.authApprovalType,
  });
}

/**
 * Runs a credential check under the login rate limits: throws 429 TOO_MANY_REQUESTS (before
 * anything is read or written) when over a limit; holds it a moment while the global budget is
 * exceeded (a spray from many addresses slows for everyone); then runs `check`, which calls
 * `succeeded` once the credentials proved right. Any other end (a wrong password, an unknown id, a
 * locked account, an error) counts as a failure for the address and the global budget too.
 */
export async function underAttemptLimits<T>(
  deps: AuthDeps,
  userId: string,
  ip: string,
  check: (succeeded: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const attempt = await deps.throttle.begin(userId, ip);
  if (attempt.retryAfterSeconds > 0) throw authErrors.rateLimited(attempt.retryAfterSeconds);
  if (attempt.delayMs > 0) await new Promise((r) => setTimeout(r, attempt.delayMs));
  let right = false;
  try {
    return await check(async () => {
      right = true;
      await attempt.succeeded();
    });
  } finally {
    if (!right) await attempt.failed();
  }
}
