export type { InactiveReason, LoginResultBody, SessionStatus, UserMenu } from '../../core/session/index.ts';
export type {
  ApiSessionHooks,
  InactivateDetail,
  SessionController,
  SessionControllerOptions,
} from './createSessionController.ts';
export { createSessionController, SESSION_USER_KEY } from './createSessionController.ts';
export type {
  CrossTabChannel,
  CrossTabEnvironment,
  CrossTabMessage,
  SharedUser,
} from './crossTabChannel.ts';
export {
  asCrossTabMessage,
  createCrossTabChannel,
  SESSION_CHANNEL_NAME,
  SESSION_CHANNEL_STORAGE_KEY,
} from './crossTabChannel.ts';
export type { CurrentMenu } from './currentMenu.ts';
export { createCurrentMenu, setCurrentMenu } from './currentMenu.ts';
export type { DuplicateCheck, DuplicateCheckOptions } from './duplicateCheck.ts';
export { createDuplicateCheck } from './duplicateCheck.ts';
export type { IdleLogout, IdleLogoutOptions } from './idleLogout.ts';
export { createIdleLogout } from './idleLogout.ts';
export { SESSION_NOTICE_KEY, takeSessionNotice, writeSessionNotice } from './sessionNotice.ts';
export {
  createSessionPresence,
  type PresenceLocks,
  SESSION_PRESENCE_LOCK,
  type SessionPresence,
} from './sessionPresence.ts';
export type { SessionState } from './sessionStore.ts';
export { createSessionState, emptySession } from './sessionStore.ts';
export type { SessionTransport } from './sessionTransport.ts';
export type {
  StorageLike,
  TokenCookieOptions,
  TokenPair,
  TokenStore,
  TokenStoreOptions,
} from './tokenStore.ts';
export {
  browserStorage,
  createCookieTokenStore,
  createMemoryTokenStore,
  createStorageTokenStore,
  createTokenStore,
  TOKEN_KEYS,
} from './tokenStore.ts';
export { rememberedUserIp, rememberUserIp } from './userIp.ts';
export { ACTIVITY_EVENTS, POINTER_ACTIVITY_IGNORED, watchUserActivity } from './watchUserActivity.ts';
