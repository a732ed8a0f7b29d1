export { authApi } from './authApi.ts';
export type { AuthApiOptions, AuthDeps, AuthOptions } from './authDeps.ts';
export { registerAuthHooks } from './authHooks.ts';
export type { AuthKeyMessage, AuthKeySender } from './authKeySender.ts';
export {
  AUTH_KEY_WEBHOOK_TIMEOUT_MS,
  authKeySenderFromEnv,
  fileAuthKeySender,
  isAuthKeyWebhookUrl,
  logAuthKeySender,
  webhookAuthKeySender,
} from './authKeySender.ts';
export { AUTH_KEY_ATTEMPTS, AUTH_KEY_SECONDS } from './authKeys.ts';
export { type Accounts, decorateAccounts } from './decorateAccounts.ts';
export { duplicateCheckApi } from './duplicateCheck.ts';
export { decorateServerKeys } from './keyStoreDecoration.ts';
export type { LoginRateLimits, WindowLimit } from './rateLimit.ts';
export { DEFAULT_LOGIN_RATE_LIMITS, LoginThrottle } from './rateLimit.ts';
export type { RegionResolver } from './region.ts';
export { defaultRegionResolver, isPrivateAddress } from './region.ts';
export { loadAccount, loadUserAuthorities } from './roles.ts';
export { type KeyRing, rotateServerKey, type ServerKey } from './serverKeys.ts';
export type { SessionRow } from './sessions.ts';
export { closeSession, findSession, openSession, refreshTokenMatches, sessionState } from './sessions.ts';
export type { ConsoleClaims, TokenSettings, VerifyResult } from './tokens.ts';
export { ACCESS_SECONDS, issueTokens, REFRESH_SECONDS, verifyToken } from './tokens.ts';
