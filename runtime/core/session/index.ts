export type { DuplicatePollDecision, DuplicatePollOutcome, DuplicatePollState } from './duplicatePoll.ts';
export {
  DUPLICATE_CHECK_CODES,
  DUPLICATE_CHECK_MAX_FAILURES,
  INITIAL_DUPLICATE_POLL,
  nextDuplicatePoll,
} from './duplicatePoll.ts';
export type { IdleCountdown } from './idleCountdown.ts';
export {
  idleSecondsLeft,
  idleWarningLead,
  isIdleExpired,
  isIdleWarning,
  startIdleCountdown,
  tickIdleCountdown,
} from './idleCountdown.ts';
export type { InactiveReason, SessionStatus } from './inactiveReason.ts';
export { AUTH_FAILURE_REASONS, INACTIVE_REASONS, inactiveReasonForResultCode } from './inactiveReason.ts';
export type { LoginResultBody, SessionUser, UserMenu } from './loginResult.ts';
export { rolesFromAuthorities, sessionUserFromLogin } from './loginResult.ts';
export type { SessionNotice } from './sessionNotice.ts';
export { parseSessionNotice, SESSION_NOTICE_MAX_AGE_MS, sessionNoticeKey } from './sessionNotice.ts';
export { activationFromClaims } from './tokenActivation.ts';
