export type { DuplicatePollDecision, DuplicatePollOutcome, DuplicatePollState } from './duplicatePoll.ts';
export {
  DUPLICATE_CHECK_CODES,
  DUPLICATE_CHECK_MAX_FAILURES,
  INITIAL_DUPLICATE_POLL,
  nextDuplicatePoll,
} from './duplicatePoll.ts';
export type { IdleCountdown } from './idleCountdown.ts';
export { idleSecondsLeft, isIdleExpired, startIdleCountdown, tickIdleCountdown } from './idleCountdown.ts';
export type { InactiveReason, SessionStatus } from './inactiveReason.ts';
export { AUTH_FAILURE_REASONS, inactiveReasonForResultCode } from './inactiveReason.ts';
export type { LoginResultBody, SessionUser, UserMenu } from './loginResult.ts';
export { rolesFromAuthorities, sessionUserFromLogin } from './loginResult.ts';
export { activationFromClaims } from './tokenActivation.ts';
