import type { InactiveReason } from '../../core/session/inactiveReason.ts';
import type { LoginResultBody } from '../../core/session/loginResult.ts';
import { config } from '../generated/config.gen.ts';
import { createSessionController, type SessionController } from './createSessionController.ts';
import { createCrossTabChannel } from './crossTabChannel.ts';
import { session } from './sessionStore.ts';
import type { SessionTransport } from './sessionTransport.ts';
import { browserStorage, createTokenStore, type TokenStore } from './tokenStore.ts';

export type { InactiveReason, SessionStatus } from '../../core/session/inactiveReason.ts';
export type { LoginResultBody, UserMenu } from '../../core/session/loginResult.ts';
export type {
  ApiSessionHooks,
  SessionController,
  SessionControllerOptions,
} from './createSessionController.ts';
export { createSessionController, SESSION_USER_KEY } from './createSessionController.ts';
export type {
  CrossTabChannel,
  CrossTabEnvironment,
  CrossTabMessage,
} from './crossTabChannel.ts';
export {
  createCrossTabChannel,
  SESSION_CHANNEL_NAME,
  SESSION_CHANNEL_STORAGE_KEY,
} from './crossTabChannel.ts';
export type { CurrentMenu } from './currentMenu.ts';
export { currentMenu, setCurrentMenu } from './currentMenu.ts';
export type { DuplicateCheck, DuplicateCheckOptions } from './duplicateCheck.ts';
export { createDuplicateCheck } from './duplicateCheck.ts';
export type { IdleLogout, IdleLogoutOptions } from './idleLogout.ts';
export { createIdleLogout } from './idleLogout.ts';
export type { SessionState } from './sessionStore.ts';
export { createSessionState, emptySession, session } from './sessionStore.ts';
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

const jwt = config.auth.jwt;

/** The app's token store: `auth.jwt.storage` (session storage by default). */
export const tokenStore: TokenStore = createTokenStore({ storage: jwt.storage, cookie: jwt.cookie });

let transport: SessionTransport | undefined;

/** The API client hands the session its logout call and duplicate check (runtime/client/api does this on load). */
export function provideSessionTransport(t: SessionTransport): void {
  transport = t;
}

/** The app's session controller over `session` and `tokenStore`. */
export const sessionController: SessionController = createSessionController({
  auth: config.auth,
  secret: config.api.secret,
  tokens: tokenStore,
  state: session,
  // The user's name and roles live where the tokens do (cookies are shared like local storage).
  userStorage: browserStorage(jwt.storage === 'session' ? 'session' : 'local'),
  openChannel: () => createCrossTabChannel(),
  transport: () => transport,
});

// Picked up at load, before the router's first guard reads `session`: a reload keeps the login.
sessionController.restore();

/** Fills the session from a successful login answer (user, roles from `authorities[].clientAuthority`, favourites from `userMenus`) and activates it. */
export function activateFromLogin(body: LoginResultBody): void {
  sessionController.activateFromLogin(body);
}

/** Ends the session in this tab with `reason`; `onInactivated` listeners redirect or show the 401 screen. */
export function inactivate(reason: InactiveReason): void {
  sessionController.inactivate(reason);
}

/** Logs out: calls the logout API (errors ignored) and clears the tokens and session in every tab. */
export function logout(): Promise<void> {
  return sessionController.logout();
}

/** Subscribes to the end of the session (reason `logout` for a user's logout here or in another tab). */
export function onInactivated(listener: (reason: InactiveReason) => void): () => void {
  return sessionController.onInactivated(listener);
}

/** Starts the idle auto-logout, duplicate-login polling and the cross-tab listener; call once at app start. */
export function startSessionServices(): void {
  sessionController.restore();
  sessionController.start();
}

/** Stops what startSessionServices started. */
export function stopSessionServices(): void {
  sessionController.stop();
}
