export { authErrors } from './authErrors.ts';
export { registerAuthHooks } from './authHooks.ts';
export type { SessionUser } from './context.ts';
export { invalidateAuthorities, loadUserAuthorities } from './roles.ts';
export type { SessionRow } from './sessions.ts';
export { closeSession, findSession, openSession, refreshTokenMatches, sessionState } from './sessions.ts';
export type { ConsoleClaims, TokenSettings, VerifyResult } from './tokens.ts';
export { ACCESS_SECONDS, issueTokens, REFRESH_SECONDS, verifyToken } from './tokens.ts';
