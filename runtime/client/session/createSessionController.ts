import type { ClientConfig } from '../../../schemas/index.ts';
import { readTokenClaims, type TokenClaims } from '../../core/auth/index.ts';
import { randomBase62 } from '../../core/crypto/index.ts';
import type { InactiveReason } from '../../core/session/index.ts';
import {
  activationFromClaims,
  type LoginResultBody,
  type SessionNotice,
  type SessionUser,
  sessionUserFromLogin,
} from '../../core/session/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';
import type { CrossTabChannel, CrossTabMessage } from './crossTabChannel.ts';
import { createDuplicateCheck } from './duplicateCheck.ts';
import { createIdleLogout } from './idleLogout.ts';
import { takeSessionNotice, writeSessionNotice } from './sessionNotice.ts';
import type { SessionPresence } from './sessionPresence.ts';
import { createSessionState, emptySession, type SessionState } from './sessionStore.ts';
import type { SessionTransport } from './sessionTransport.ts';
import type { StorageLike, TokenPair, TokenStore } from './tokenStore.ts';

/** Storage key of the user's name, roles and favourites, kept beside the tokens across reloads. */
export const SESSION_USER_KEY = 'console-session-user';

export interface SessionControllerOptions {
  /** `auth.autoLogoutSeconds` and `auth.duplication`. */
  auth: Pick<ClientConfig['auth'], 'autoLogoutSeconds' | 'duplication'>;
  /** `api.secret`: encrypts the duplicate check's `k`. */
  secret: string;
  tokens: TokenStore;
  /** Default: a new store. */
  state?: SessionState;
  clock?: Clock;
  /** Where the user survives a reload (same kind as the tokens). Default: nowhere. */
  userStorage?: StorageLike | undefined;
  /** Opens the channel to the other tabs (at the first `adopt` or `start`). Default: none. */
  openChannel?: () => CrossTabChannel | null;
  /** This tab's session storage: why the session ended, for the login page. Default: nowhere. */
  noticeStorage?: StorageLike | undefined;
  /** The logout call and the duplicate check, looked up when needed. */
  transport?: () => SessionTransport | undefined;
  /**
   * The session's event stream (`management.events`): started with the session's process id while
   * it is active and the services run, stopped when it ends. Default: none.
   */
  events?: { start(sessionKey: string): void; stop(): void } | undefined;
  /** Which tabs can share their session (`createSessionPresence`). Default: unknown, so `adopt` always asks. */
  presence?: SessionPresence | undefined;
}

/** What the API client tells the session about each answer. */
export interface ApiSessionHooks {
  /** Changes whenever a session ends; answers to calls started before are ignored. */
  epoch(): number;
  /** Tokens from response headers: store them, activate or release the session, restart the idle countdown. */
  applyResponseTokens(update: Partial<TokenPair>, epochAtStart?: number, activate?: boolean): void;
  /** An HTTP 401 with UNAUTHORIZED, FS01 or FS10: ends an active session; true when it did. */
  handleAuthFailure(reason: InactiveReason): boolean;
  /** The server answered a user's call, or the user did something: the session is not idle (every tab). */
  noteActivity(): void;
}

/** Details of an ended session that the login page shows. */
export interface InactivateDetail {
  /** The refused menu's name. */
  menu?: string | undefined;
}

export interface SessionController extends ApiSessionHooks {
  readonly state: SessionState;
  readonly tokens: TokenStore;
  /** Picks up a session the stored tokens still hold (a reload). */
  restore(): void;
  /**
   * A new tab without tokens asks the live tabs for their session and waits at most `timeoutMs`
   * for one to answer; resolves true when this tab is then logged in.
   */
  adopt(timeoutMs?: number): Promise<boolean>;
  /** 연장 on the idle warning: the countdown restarts here and in every tab at once. */
  extend(): void;
  /** Why this tab's last session ended (the login page shows it); read once per page. */
  takeNotice(): SessionNotice | undefined;
  /** Fills the session from a successful login answer: user, roles, favourites; activates it. */
  activateFromLogin(body: LoginResultBody): void;
  /**
   * Reads the user's roles as the server holds them now (a menu granted or revoked since the login)
   * into the session. Resolves true when the roles changed; false when they did not, when there is
   * no active session, or when the call failed (the roles held stay).
   */
  refreshUser(): Promise<boolean>;
  /** Ends the session here (tokens cleared, listeners told), without calling the server. */
  inactivate(reason: InactiveReason, detail?: InactivateDetail): void;
  /** Calls the logout API (errors ignored) and ends the session in every tab. */
  logout(): Promise<void>;
  /** Called with the reason whenever the session ends; returns the unsubscribe. */
  onInactivated(listener: (reason: InactiveReason) => void): () => void;
  /** Idle timer, duplicate polling and the cross-tab listener. */
  start(): void;
  stop(): void;
}

/** The session's actions over one store; the app has one (index.ts), tests make several. */
export function createSessionController(options: SessionControllerOptions): SessionController {
  const { auth, tokens } = options;
  const state = options.state ?? createSessionState();
  const clock = options.clock ?? systemClock;
  const tabId = randomBase62(12);
  const listeners = new Set<(reason: InactiveReason) => void>();
  let epoch = 0;
  let started = false;
  let channel: CrossTabChannel | null | undefined;
  let unsubscribe: (() => void) | undefined;
  let lastActiveSent = Number.NEGATIVE_INFINITY;
  let notice: { value: SessionNotice | undefined } | undefined;

  /** The channel to the other tabs, opened once. */
  function tabsChannel(): CrossTabChannel | null {
    if (channel === undefined) channel = options.openChannel?.() ?? null;
    return channel;
  }

  /** Tells the other tabs the user is active, at most once a second unless `now`. */
  function announceActivity(now = false): void {
    const t = clock.now();
    if (!now && t - lastActiveSent < 1000) return;
    lastActiveSent = t;
    channel?.post({ type: 'active', from: tabId });
  }

  const idle = createIdleLogout({
    seconds: auth.autoLogoutSeconds,
    clock,
    onTick: (left) => {
      state.idleSecondsLeft = left;
    },
    onExpire: () => void end('idle', { callApi: true, broadcast: true }),
  });

  const poll = createDuplicateCheck({
    intervalMs: auth.duplication.interval,
    clock,
    check: async () => {
      const transport = options.transport?.();
      if (!transport) throw new Error('session: no transport for the duplicate check');
      // The cipher loads with the first check (after login), not with the app.
      const { duplicateCheckParam } = await import('../../core/auth/duplicateCheckParam.ts');
      const k = duplicateCheckParam(
        {
          userId: state.userId ?? '',
          sessionKey: typeof state.claims?.dck === 'string' ? state.claims.dck : '',
          procId: state.claims?.procId ?? '',
        },
        options.secret,
      );
      return transport.checkDuplicate(k);
    },
    onEnd: (reason) => inactivate(reason),
  });

  let releasePresence: (() => void) | undefined;

  function runServices(): void {
    if (!started || state.status !== 'active') return;
    releasePresence ??= options.presence?.hold();
    idle.restart();
    if (auth.duplication.type === 'polling' && !poll.running) poll.start();
    const key = state.claims?.procId;
    if (typeof key === 'string' && key) options.events?.start(key);
  }

  function stopServices(): void {
    releasePresence?.();
    releasePresence = undefined;
    idle.stop();
    poll.stop();
    options.events?.stop();
  }

  function saveUser(): void {
    const { userId, userName, roles, favourites } = state;
    try {
      options.userStorage?.setItem(
        SESSION_USER_KEY,
        JSON.stringify({
          userId,
          userName,
          roles: [...roles],
          favourites: favourites.map((f) => ({ ...f })),
        }),
      );
    } catch {
      // storage full or blocked: the session still works until the next reload
    }
  }

  function readUser(): SessionUser | undefined {
    try {
      const raw = options.userStorage?.getItem(SESSION_USER_KEY);
      const u = raw ? (JSON.parse(raw) as Partial<SessionUser>) : undefined;
      if (!u || typeof u.userId !== 'string') return undefined;
      return {
        userId: u.userId,
        userName: typeof u.userName === 'string' ? u.userName : u.userId,
        roles: Array.isArray(u.roles) ? u.roles.filter((r) => typeof r === 'string') : [],
        favourites: Array.isArray(u.favourites) ? u.favourites : [],
      };
    } catch {
      return undefined;
    }
  }

  function activate(claims: TokenClaims, user?: SessionUser): void {
    const sameUser = state.userId === claims.sub;
    state.status = 'active';
    state.authenticated = true;
    delete state.inactiveReason;
    state.claims = claims;
    if (user) {
      state.userId = user.userId;
      state.userName = user.userName;
      state.roles = user.roles;
      state.favourites = user.favourites;
    } else if (!sameUser) {
      // A token of another user: nothing known of them yet beyond the id.
      state.userId = claims.sub ?? null;
      state.userName = claims.sub ?? null;
      state.roles = [];
      state.favourites = [];
    }
    saveUser();
    runServices();
  }

  function end(
    reason: InactiveReason,
    how: { callApi: boolean; broadcast: boolean },
    detail: InactivateDetail = {},
  ): Promise<void> {
    const sent = tokens.read();
    const hadTokens = sent.accessToken !== null || sent.refreshToken !== null;
    if (state.status === 'inactive' && state.inactiveReason === reason && !hadTokens)
      return Promise.resolve();
    epoch++;
    stopServices();
    const call = how.callApi && hadTokens ? options.transport?.()?.logout(sent) : undefined;
    tokens.clear();
    try {
      options.userStorage?.removeItem(SESSION_USER_KEY);
    } catch {
      // blocked storage: nothing was saved either
    }
    Object.assign(state, emptySession(), { status: 'inactive', inactiveReason: reason });
    writeSessionNotice(options.noticeStorage, {
      reason,
      at: clock.now(),
      ...(detail.menu ? { menu: detail.menu } : {}),
    });
    if (how.broadcast) channel?.post({ type: 'logout', reason, from: tabId });
    for (const listener of [...listeners]) {
      try {
        listener(reason);
      } catch (error) {
        // One failing listener must not keep the others from redirecting; report it unhandled.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    return Promise.resolve(call).then(
      () => undefined,
      () => undefined,
    );
  }

  function inactivate(reason: InactiveReason, detail?: InactivateDetail): void {
    void end(reason, { callApi: false, broadcast: false }, detail);
  }

  function hasTokens(): boolean {
    const t = tokens.read();
    return t.accessToken !== null || t.refreshToken !== null;
  }

  function onMessage(message: CrossTabMessage): void {
    if (message.from === tabId) return;
    switch (message.type) {
      case 'logout':
        if (state.status !== 'active' && !hasTokens()) return;
        void end(message.reason, { callApi: false, broadcast: false });
        return;
      case 'active':
        if (started && state.status === 'active') idle.restart();
        return;
      case 'ask': {
        const { accessToken, refreshToken } = tokens.read();
        if (state.status !== 'active' || !accessToken || !state.userId) return;
        channel?.post({
          type: 'share',
          from: tabId,
          to: message.from,
          accessToken,
          refreshToken,
          user: {
            userId: state.userId,
            userName: state.userName ?? state.userId,
            roles: [...state.roles],
            favourites: state.favourites.map((f) => ({ ...f })),
          },
        });
        return;
      }
      case 'share':
        return; // answers are read by `adopt`
    }
  }

  let refreshing: Promise<boolean> | undefined;

  async function readCurrentUser(): Promise<boolean> {
    const transport = options.transport?.();
    if (state.status !== 'active' || !transport?.currentUser) return false;
    const at = epoch;
    const userId = state.userId;
    let user: Awaited<ReturnType<NonNullable<typeof transport.currentUser>>>;
    try {
      user = await transport.currentUser();
    } catch {
      return false;
    }
    // The session ended or changed hands while the call ran: the answer is not this session's.
    if (at !== epoch || state.status !== 'active' || user.userId !== userId) return false;
    const roles = [...new Set(user.roles)];
    const changed = roles.length !== state.roles.length || roles.some((r) => !state.roles.includes(r));
    if (!changed && user.userName === state.userName) return false;
    state.roles = roles;
    state.userName = user.userName;
    saveUser();
    return changed;
  }

  async function adopt(timeoutMs = 300): Promise<boolean> {
    if (state.status === 'active') return true;
    if (hasTokens() || (await options.presence?.any()) === false) return false;
    const ch = tabsChannel();
    if (!ch) return false;
    return new Promise((resolve) => {
      let done = false;
      const finish = (adopted: boolean) => {
        if (done) return;
        done = true;
        off();
        clock.clearTimeout(timer);
        resolve(adopted);
      };
      const off = ch.subscribe((m) => {
        if (m.type !== 'share' || m.to !== tabId || state.status === 'active') return;
        const claims = readTokenClaims(m.accessToken);
        if (!claims || activationFromClaims(claims) !== 'active') return;
        tokens.write({
          accessToken: m.accessToken,
          ...(m.refreshToken ? { refreshToken: m.refreshToken } : {}),
        });
        activate(claims, m.user && m.user.userId === claims.sub ? m.user : undefined);
        finish(true);
      });
      const timer = clock.setTimeout(() => finish(false), timeoutMs);
      ch.post({ type: 'ask', from: tabId });
    });
  }

  return {
    state,
    tokens,
    epoch: () => epoch,
    adopt,
    takeNotice() {
      notice ??= { value: takeSessionNotice(options.noticeStorage, clock.now()) };
      return notice.value;
    },
    extend() {
      if (!started || state.status !== 'active') return;
      idle.restart();
      announceActivity(true);
    },
    restore() {
      if (state.status === 'active') return;
      const claims = readTokenClaims(tokens.read().accessToken);
      if (!claims || activationFromClaims(claims) !== 'active') return;
      const saved = readUser();
      activate(claims, saved && saved.userId === claims.sub ? saved : undefined);
    },
    activateFromLogin(body) {
      const claims = readTokenClaims(tokens.read().accessToken);
      const user = sessionUserFromLogin(body, claims);
      activate(claims ?? { sub: user.userId ?? undefined }, user);
    },
    refreshUser() {
      // Calls at the same moment (the page's start and a guard) share one request.
      refreshing ??= readCurrentUser().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
    applyResponseTokens(update, epochAtStart, mayActivate = true) {
      if (epochAtStart !== undefined && epochAtStart !== epoch) return;
      const accessToken = update.accessToken || undefined;
      const refreshToken = update.refreshToken || undefined;
      if (!accessToken && !refreshToken) return;
      if (accessToken) {
        const claims = readTokenClaims(accessToken);
        const activation = activationFromClaims(claims);
        if (activation === 'released') {
          if (state.status === 'active') inactivate('released');
          return;
        }
        tokens.write(refreshToken ? { accessToken, refreshToken } : { accessToken });
        if (activation === 'active' && claims) {
          if (state.status !== 'active' || state.userId !== claims.sub) {
            // A login's tokens only wait for the login flow's one activation.
            if (mayActivate) {
              activate(claims);
              return;
            }
          } else {
            // The same user's session goes on with the new claims (the duplicate check's key).
            state.claims = claims;
          }
        }
      } else tokens.write({ refreshToken });
      // Every token update starts the idle countdown again (spec section 4).
      if (started && state.status === 'active') idle.restart();
    },
    handleAuthFailure(reason) {
      if (state.status !== 'active') return false;
      inactivate(reason);
      return true;
    },
    noteActivity() {
      if (!started || state.status !== 'active' || auth.autoLogoutSeconds <= 0) return;
      idle.restart();
      announceActivity();
    },
    inactivate,
    logout: () => end('logout', { callApi: true, broadcast: true }),
    onInactivated(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      unsubscribe = tabsChannel()?.subscribe(onMessage);
      runServices();
    },
    stop() {
      if (!started) return;
      started = false;
      stopServices();
      unsubscribe?.();
      unsubscribe = undefined;
      channel?.close();
      channel = undefined;
    },
  };
}
