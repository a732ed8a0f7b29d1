/** Where a session stands (spec section 4): no login yet, logged in, or ended. */
export type SessionStatus = 'anonymous' | 'active' | 'inactive';

/**
 * Why a session ended: `idle` (idle auto-logout), `expired` (FS10, polling gave up), `duplicated` (FS01, a
 * newer login elsewhere), `released` (a response token without a user), `validate` (failed
 * validation: no authority, IP limit, UNAUTHORIZED), `logout` (the user logged out, here or in
 * another tab), `revoked` (an administrator blocked the account, made it dormant or reset its
 * password). `validate` follows `auth.failProcessType`; the others `auth.expiredProcessType`,
 * except `logout`, which always goes to the login page.
 */
export type InactiveReason =
  | 'idle'
  | 'expired'
  | 'duplicated'
  | 'released'
  | 'validate'
  | 'logout'
  | 'revoked';

/** Every reason, for checking what crosses a tab or a page load. */
export const INACTIVE_REASONS: readonly InactiveReason[] = [
  'idle',
  'expired',
  'duplicated',
  'released',
  'validate',
  'logout',
  'revoked',
];

/** Result codes of an HTTP 401 answer that end the session, with the reason each stands for. */
export const AUTH_FAILURE_REASONS: Readonly<Record<string, InactiveReason>> = {
  UNAUTHORIZED: 'validate',
  FS01: 'duplicated',
  FS10: 'expired',
};

/** The reason a 401 answer with this result code ends the session for; `undefined` if it does not. */
export function inactiveReasonForResultCode(resultCode: string | undefined): InactiveReason | undefined {
  return resultCode === undefined ? undefined : AUTH_FAILURE_REASONS[resultCode];
}
