import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CrossTabChannel,
  type CrossTabMessage,
  createMemoryTokenStore,
  createSessionController,
  createSessionPresence,
  createSessionState,
  type PresenceLocks,
  SESSION_PRESENCE_LOCK,
  SESSION_USER_KEY,
  type SessionPresence,
  type SessionTransport,
  type TokenPair,
} from '../../../../runtime/client/session/index.ts';
import { readDuplicateCheckParam } from '../../../../runtime/core/auth/index.ts';
import { fakeToken, testConfig } from '../fakes.ts';

const secret = testConfig().api.secret;
const ACCESS = fakeToken({ sub: 'admin', cp: 'CONSOLE', procId: 'proc-1', dck: 'kid.sid.mac' });

/** A BroadcastChannel stand-in: what one tab posts, every other open channel hears. */
function channelHub() {
  const open = new Set<(m: CrossTabMessage) => void>();
  return (): CrossTabChannel => {
    const mine = new Set<(m: CrossTabMessage) => void>();
    return {
      post: (m) => {
        for (const l of open) if (!mine.has(l)) l(structuredClone(m));
      },
      subscribe(listener) {
        mine.add(listener);
        open.add(listener);
        return () => {
          mine.delete(listener);
          open.delete(listener);
        };
      },
      close: () => {
        for (const l of mine) open.delete(l);
      },
    };
  };
}

function fakeTransport(checks: (string | Error)[] = []) {
  const logouts: TokenPair[] = [];
  const ks: string[] = [];
  const transport: SessionTransport = {
    logout: async (t) => {
      logouts.push(t);
      return undefined;
    },
    checkDuplicate: async (k) => {
      ks.push(k);
      const next = checks.shift();
      if (next === undefined) throw new Error('fakeTransport: no duplicate-check answer set up');
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { transport, logouts, ks };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

function controller(
  over: {
    autoLogoutSeconds?: number;
    polling?: boolean;
    interval?: number;
    transport?: SessionTransport;
    openChannel?: () => CrossTabChannel | null;
    tokens?: Partial<TokenPair>;
    userStorage?: ReturnType<typeof memoryStorage>;
    noticeStorage?: ReturnType<typeof memoryStorage>;
    presence?: SessionPresence;
  } = {},
) {
  const auth = testConfig({
    auth: {
      autoLogoutSeconds: over.autoLogoutSeconds ?? 0,
      duplication: {
        type: over.polling ? 'polling' : 'none',
        interval: over.interval ?? 10000,
        path: '/api/auth-ws',
      },
    },
  }).auth;
  const tokens = createMemoryTokenStore(over.tokens ?? {});
  const state = createSessionState();
  const c = createSessionController({
    auth,
    secret,
    tokens,
    state,
    transport: () => over.transport,
    openChannel: over.openChannel,
    userStorage: over.userStorage,
    noticeStorage: over.noticeStorage,
    presence: over.presence,
  });
  const heard: string[] = [];
  c.onInactivated((r) => heard.push(r));
  return { c, state, tokens, heard };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('activation', () => {
  it('activateFromLogin sets user, roles and favourites from the login answer', () => {
    const { c, state } = controller({ tokens: { accessToken: ACCESS, refreshToken: 'r' } });
    c.activateFromLogin({
      resCd: '0000',
      user: { usrId: 'admin', usrNm: '관리자' },
      authorities: [{ clientAuthority: '1001:P:F1' }, { clientAuthority: '1002' }],
      userMenus: [{ usrId: 'admin', sysCd: 'CONSOLE', mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/m' }],
    });
    expect(state).toMatchObject({
      status: 'active',
      authenticated: true,
      userId: 'admin',
      userName: '관리자',
      roles: ['1001:P:F1', '1002'],
      claims: { sub: 'admin', cp: 'CONSOLE', procId: 'proc-1', dck: 'kid.sid.mac' },
    });
    expect(state.favourites).toEqual([
      { usrId: 'admin', sysCd: 'CONSOLE', mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/m' },
    ]);
    expect(state.inactiveReason).toBeUndefined();
  });

  it('restore picks the session up from stored tokens and the saved user (a reload)', () => {
    const userStorage = memoryStorage();
    const first = controller({ tokens: { accessToken: ACCESS }, userStorage });
    first.c.activateFromLogin({ user: { usrNm: '관리자' }, authorities: [{ clientAuthority: 'R1' }] });
    expect(userStorage.map.has(SESSION_USER_KEY)).toBe(true);
    const second = controller({ tokens: { accessToken: ACCESS }, userStorage });
    second.c.restore();
    expect(second.state).toMatchObject({
      status: 'active',
      userId: 'admin',
      userName: '관리자',
      roles: ['R1'],
    });
    const anonymous = controller({ userStorage });
    anonymous.c.restore();
    expect(anonymous.state.status).toBe('anonymous');
  });

  it('answers to calls made before an inactivation do not activate again', () => {
    const { c, state } = controller({ tokens: { accessToken: ACCESS } });
    c.restore();
    const epoch = c.epoch();
    c.inactivate('duplicated');
    c.applyResponseTokens({ accessToken: ACCESS }, epoch);
    expect(state).toMatchObject({ status: 'inactive', inactiveReason: 'duplicated' });
    c.applyResponseTokens({ accessToken: ACCESS }, c.epoch());
    expect(state.status).toBe('active');
  });

  it('handleAuthFailure only ends an active session', () => {
    const { c, state, heard } = controller();
    expect(c.handleAuthFailure('expired')).toBe(false);
    expect(state.status).toBe('anonymous');
    c.applyResponseTokens({ accessToken: ACCESS });
    expect(c.handleAuthFailure('expired')).toBe(true);
    expect(heard).toEqual(['expired']);
  });
});

describe("a login's tokens (activateSession: false)", () => {
  it('are stored without activating the session; the login flow activates it once', () => {
    const { c, state, tokens } = controller();
    c.applyResponseTokens({ accessToken: ACCESS, refreshToken: 'r' }, undefined, false);
    expect(tokens.read()).toEqual({ accessToken: ACCESS, refreshToken: 'r' });
    expect(state.status).toBe('anonymous');
    c.activateFromLogin({
      authorities: [{ clientAuthority: 'ADMIN' }],
      user: { usrId: 'admin', usrNm: '관리자' },
    });
    expect(state).toMatchObject({ status: 'active', userId: 'admin', roles: ['ADMIN'] });
  });

  it("renew an active session's claims when the same user logs in again (the duplicate check's key)", () => {
    const { c, state } = controller();
    c.applyResponseTokens({ accessToken: ACCESS });
    expect(state.claims?.dck).toBe('kid.sid.mac');
    const again = fakeToken({ sub: 'admin', cp: 'CONSOLE', procId: 'proc-2', dck: 'kid.sid2.mac' });
    c.applyResponseTokens({ accessToken: again }, undefined, false);
    expect(state.status).toBe('active');
    expect(state.claims?.dck).toBe('kid.sid2.mac');
  });
});

describe('idle auto-logout', () => {
  it('fires exactly when idle seconds reach autoLogoutSeconds: logout API + idle', async () => {
    const t = fakeTransport();
    const { c, state, tokens, heard } = controller({
      autoLogoutSeconds: 5,
      transport: t.transport,
      tokens: { accessToken: ACCESS, refreshToken: 'r' },
    });
    c.restore();
    c.start();
    expect(state.idleSecondsLeft).toBe(5);
    await vi.advanceTimersByTimeAsync(4999);
    expect(state.status).toBe('active');
    expect(state.idleSecondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toMatchObject({ status: 'inactive', inactiveReason: 'idle', idleSecondsLeft: null });
    expect(heard).toEqual(['idle']);
    expect(t.logouts).toEqual([{ accessToken: ACCESS, refreshToken: 'r' }]);
    expect(tokens.read()).toEqual({ accessToken: null, refreshToken: null });
    c.stop();
  });

  it('restarts on every token update', async () => {
    const { c, state } = controller({ autoLogoutSeconds: 5, transport: fakeTransport().transport });
    c.start();
    c.applyResponseTokens({ accessToken: ACCESS });
    await vi.advanceTimersByTimeAsync(4000);
    c.applyResponseTokens({ accessToken: fakeToken({ sub: 'admin', cp: 'CONSOLE', n: 2 }) });
    expect(state.idleSecondsLeft).toBe(5);
    await vi.advanceTimersByTimeAsync(4999);
    expect(state.status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.status).toBe('inactive');
    c.stop();
  });

  it('restarts on activity, and not before start()', async () => {
    const { c, state } = controller({ autoLogoutSeconds: 3, transport: fakeTransport().transport });
    c.applyResponseTokens({ accessToken: ACCESS });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.status).toBe('active');
    c.start();
    await vi.advanceTimersByTimeAsync(2000);
    c.noteActivity();
    await vi.advanceTimersByTimeAsync(2999);
    expect(state.status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.inactiveReason).toBe('idle');
    c.stop();
  });

  it('is disabled at 0 or less', async () => {
    for (const seconds of [0, -1]) {
      const { c, state } = controller({ autoLogoutSeconds: seconds, tokens: { accessToken: ACCESS } });
      c.restore();
      c.start();
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(state).toMatchObject({ status: 'active', idleSecondsLeft: null });
      c.stop();
    }
  });
});

describe('duplicate-login polling', () => {
  function polling(checks: (string | Error)[]) {
    const t = fakeTransport(checks);
    const s = controller({
      polling: true,
      interval: 1000,
      transport: t.transport,
      tokens: { accessToken: ACCESS, refreshToken: 'refresh-1' },
    });
    s.c.restore();
    s.c.start();
    return { ...s, ...t };
  }

  it('sends k = {userId, sessionKey (the dck claim, never the refresh token), procId} encrypted with the API secret', async () => {
    const p = polling(['0000', '0000']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(p.ks).toHaveLength(2);
    expect(readDuplicateCheckParam(p.ks[0] ?? '', secret)).toEqual({
      userId: 'admin',
      sessionKey: 'kid.sid.mac',
      procId: 'proc-1',
    });
    p.c.stop();
  });

  it('FS01 → duplicated and polling stops', async () => {
    const p = polling(['0000', 'FS01']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(p.state).toMatchObject({ status: 'inactive', inactiveReason: 'duplicated' });
    expect(p.heard).toEqual(['duplicated']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.ks).toHaveLength(2);
    expect(p.logouts).toEqual([]);
  });

  it('FS10 → expired and polling stops', async () => {
    const p = polling(['FS10']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.state).toMatchObject({ status: 'inactive', inactiveReason: 'expired' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.ks).toHaveLength(1);
  });

  it('ten consecutive failures → expired; a success in between resets the count', async () => {
    const fail = new Error('network');
    const p = polling([...Array(9).fill(fail), '0000', ...Array(9).fill('SERVER_ERROR'), fail]);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(p.state.status).toBe('active');
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.state).toMatchObject({ status: 'inactive', inactiveReason: 'expired' });
    expect(p.ks).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.ks).toHaveLength(20);
  });

  it('stops on logout', async () => {
    const p = polling(['0000']);
    await vi.advanceTimersByTimeAsync(1000);
    await p.c.logout();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.ks).toHaveLength(1);
    expect(p.heard).toEqual(['logout']);
  });

  it('does not poll when the type is none', async () => {
    const t = fakeTransport();
    const { c } = controller({ transport: t.transport, tokens: { accessToken: ACCESS } });
    c.restore();
    c.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.ks).toHaveLength(0);
    c.stop();
  });
});

describe('logout across tabs', () => {
  it('logs out every tab: one logout call, tokens and session cleared everywhere', async () => {
    const hub = channelHub();
    const t = fakeTransport();
    const tabA = controller({
      openChannel: hub,
      transport: t.transport,
      tokens: { accessToken: ACCESS, refreshToken: 'r' },
    });
    const tabB = controller({
      openChannel: hub,
      transport: t.transport,
      tokens: { accessToken: ACCESS, refreshToken: 'r' },
    });
    const tabC = controller({ openChannel: hub, transport: t.transport });
    for (const tab of [tabA, tabB, tabC]) {
      tab.c.restore();
      tab.c.start();
    }
    expect(tabB.state.status).toBe('active');
    await tabA.c.logout();
    for (const tab of [tabA, tabB]) {
      expect(tab.state).toMatchObject({
        status: 'inactive',
        inactiveReason: 'logout',
        authenticated: false,
        userId: null,
      });
      expect(tab.tokens.read()).toEqual({ accessToken: null, refreshToken: null });
      expect(tab.heard).toEqual(['logout']);
    }
    expect(tabC.state.status).toBe('anonymous');
    expect(tabC.heard).toEqual([]);
    expect(t.logouts).toHaveLength(1);
  });

  it('idle expiry in one tab ends the others as idle', async () => {
    const hub = channelHub();
    const tabA = controller({
      openChannel: hub,
      autoLogoutSeconds: 2,
      transport: fakeTransport().transport,
      tokens: { accessToken: ACCESS },
    });
    const tabB = controller({ openChannel: hub, tokens: { accessToken: ACCESS } });
    tabA.c.restore();
    tabB.c.restore();
    tabA.c.start();
    tabB.c.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(tabB.state).toMatchObject({ status: 'inactive', inactiveReason: 'idle' });
  });

  it('a stopped tab no longer listens', async () => {
    const hub = channelHub();
    const tabA = controller({
      openChannel: hub,
      transport: fakeTransport().transport,
      tokens: { accessToken: ACCESS },
    });
    const tabB = controller({ openChannel: hub, tokens: { accessToken: ACCESS } });
    tabA.c.restore();
    tabB.c.restore();
    tabA.c.start();
    tabB.c.start();
    tabB.c.stop();
    await tabA.c.logout();
    expect(tabB.state.status).toBe('active');
  });

  it('logout still ends the session when the logout call fails', async () => {
    const { c, state } = controller({
      tokens: { accessToken: ACCESS },
      transport: {
        logout: async () => {
          throw new Error('500');
        },
        checkDuplicate: async () => {
          throw new Error('not used');
        },
      },
    });
    c.restore();
    await expect(c.logout()).resolves.toBeUndefined();
    expect(state).toMatchObject({ status: 'inactive', inactiveReason: 'logout' });
  });
});

describe('idle auto-logout with late ticks', () => {
  it('expires on the first tick after the limit passed, however late the ticks come', async () => {
    const { c, state } = controller({
      autoLogoutSeconds: 60,
      transport: fakeTransport().transport,
      tokens: { accessToken: ACCESS },
    });
    c.restore();
    c.start();
    // Jump the clock without running the interval, as a throttled background tab does.
    vi.setSystemTime(Date.now() + 120_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state).toMatchObject({ status: 'inactive', inactiveReason: 'idle' });
    c.stop();
  });
});

/** `navigator.locks` shared by the tabs of one browser: shared locks held until released. */
function lockHub() {
  const held: string[] = [];
  const locks: PresenceLocks = {
    request(name, _options, callback) {
      held.push(name);
      return callback().finally(() => held.splice(held.indexOf(name), 1));
    },
    query: async () => ({ held: held.map((name) => ({ name })) }),
  };
  return { locks, held };
}

describe('a session across tabs (fidelity.md)', () => {
  function liveTab(hub: () => CrossTabChannel, autoLogoutSeconds = 0, presence?: SessionPresence) {
    const tab = controller({
      presence,
      openChannel: hub,
      autoLogoutSeconds,
      transport: fakeTransport().transport,
      tokens: { accessToken: ACCESS, refreshToken: 'r' },
    });
    tab.c.activateFromLogin({
      usrNm: '관리자',
      authorities: [{ clientAuthority: 'ADMIN' }],
      userMenus: [{ mnuId: 'M1', mnuNm: '메뉴 관리' }],
    } as never);
    tab.c.start();
    return tab;
  }

  it('a new tab without tokens receives the session of a live tab: tokens, user, roles, favourites', async () => {
    const hub = channelHub();
    liveTab(hub);
    const fresh = controller({ openChannel: hub, transport: fakeTransport().transport });
    const adopted = fresh.c.adopt(300);
    await vi.advanceTimersByTimeAsync(0);
    await expect(adopted).resolves.toBe(true);
    expect(fresh.tokens.read()).toEqual({ accessToken: ACCESS, refreshToken: 'r' });
    expect(fresh.state).toMatchObject({
      status: 'active',
      userId: 'admin',
      userName: '관리자',
      roles: ['ADMIN'],
    });
    expect(fresh.state.favourites.map((f) => f.mnuId)).toEqual(['M1']);
  });

  it('stays logged out after the wait when no tab is logged in', async () => {
    const hub = channelHub();
    const other = controller({ openChannel: hub });
    other.c.start();
    const fresh = controller({ openChannel: hub });
    const adopted = fresh.c.adopt(300);
    await vi.advanceTimersByTimeAsync(299);
    expect(fresh.state.status).toBe('anonymous');
    await vi.advanceTimersByTimeAsync(1);
    await expect(adopted).resolves.toBe(false);
    expect(fresh.tokens.read()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('asks only when a tab of the browser holds an active session (a shared Web Lock)', async () => {
    const hub = channelHub();
    const { locks, held } = lockHub();
    const posted: CrossTabMessage[] = [];
    const spy = (): CrossTabChannel => {
      const ch = hub();
      return {
        ...ch,
        post: (m) => {
          posted.push(m);
          ch.post(m);
        },
      };
    };
    // No tab with a session: the new tab knows at once, without asking or waiting.
    const alone = controller({ openChannel: spy, presence: createSessionPresence(locks) });
    await expect(alone.c.adopt(300)).resolves.toBe(false);
    expect(posted).toEqual([]);

    // A logged-in tab that listens holds the lock while its session is active…
    const live = liveTab(hub, 0, createSessionPresence(locks));
    expect(held).toEqual([SESSION_PRESENCE_LOCK]);
    const fresh = controller({ openChannel: spy, presence: createSessionPresence(locks) });
    const adopted = fresh.c.adopt(300);
    await vi.advanceTimersByTimeAsync(0);
    await expect(adopted).resolves.toBe(true);
    expect(posted.map((m) => m.type)).toEqual(['ask']);

    // …and lets it go when the session ends.
    live.c.inactivate('logout');
    await vi.advanceTimersByTimeAsync(0);
    expect(held).toEqual([]); // the adopted tab is not started yet: it does not answer
    fresh.c.start();
    expect(held).toEqual([SESSION_PRESENCE_LOCK]);
    fresh.c.inactivate('logout');
    await vi.advanceTimersByTimeAsync(0);
    expect(held).toEqual([]);
  });

  it('a browser without Web Locks has no presence: every new tab asks', () => {
    expect(createSessionPresence(undefined)).toBeUndefined();
  });

  it('does not ask when the tab has tokens of its own (a reload) or no channel', async () => {
    const posted: CrossTabMessage[] = [];
    const spy = (): CrossTabChannel => ({
      post: (m) => posted.push(m),
      subscribe: () => () => {},
      close() {},
    });
    const reloaded = controller({ openChannel: spy, tokens: { accessToken: ACCESS } });
    await expect(reloaded.c.adopt()).resolves.toBe(false);
    expect(posted).toEqual([]);
    await expect(controller({ openChannel: () => null }).c.adopt()).resolves.toBe(false);
  });

  it('ignores a share addressed to another tab and a token without a console user', async () => {
    const hub = channelHub();
    const fresh = controller({ openChannel: hub });
    const adopted = fresh.c.adopt(300);
    const liar = hub();
    liar.post({
      type: 'share',
      from: 'x',
      to: 'someone-else',
      accessToken: ACCESS,
      refreshToken: null,
      user: null,
    });
    liar.post({
      type: 'share',
      from: 'x',
      to: 'any',
      accessToken: 'not-a-token',
      refreshToken: null,
      user: null,
    });
    await vi.advanceTimersByTimeAsync(300);
    await expect(adopted).resolves.toBe(false);
    expect(fresh.state.status).toBe('anonymous');
  });

  it('activity in one tab restarts the idle countdown of every tab; 연장 does it at once', async () => {
    const hub = channelHub();
    const a = liveTab(hub, 10);
    const b = liveTab(hub, 10);
    await vi.advanceTimersByTimeAsync(8000);
    expect(b.state.idleSecondsLeft).toBe(2);
    a.c.noteActivity();
    expect(b.state.idleSecondsLeft).toBe(10);
    await vi.advanceTimersByTimeAsync(500);
    a.c.noteActivity(); // within a second: restarts here, not broadcast again
    expect(a.state.idleSecondsLeft).toBe(10);
    await vi.advanceTimersByTimeAsync(500);
    expect(b.state.idleSecondsLeft).toBe(9); // heard once, a second ago
    await vi.advanceTimersByTimeAsync(8000);
    b.c.extend();
    expect(a.state.idleSecondsLeft).toBe(10);
    expect(b.state.idleSecondsLeft).toBe(10);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(a.state.inactiveReason).toBe('idle');
    expect(b.state.inactiveReason).toBe('idle');
  });
});

describe('why the session ended, for the login page', () => {
  it('keeps the reason and the refused menu once; a plain logout leaves nothing', async () => {
    const notices = memoryStorage();
    const a = controller({
      tokens: { accessToken: ACCESS },
      noticeStorage: notices,
      transport: fakeTransport().transport,
    });
    a.c.restore();
    a.c.inactivate('validate', { menu: '메뉴 관리' });
    const later = controller({ noticeStorage: notices });
    expect(later.c.takeNotice()).toMatchObject({ reason: 'validate', menu: '메뉴 관리' });
    expect(later.c.takeNotice()).toMatchObject({ reason: 'validate' });
    expect(controller({ noticeStorage: notices }).c.takeNotice()).toBeUndefined();

    const b = controller({
      tokens: { accessToken: ACCESS },
      noticeStorage: notices,
      transport: fakeTransport().transport,
    });
    b.c.restore();
    b.c.inactivate('duplicated');
    await b.c.logout();
    expect(controller({ noticeStorage: notices }).c.takeNotice()).toBeUndefined();
  });

  it('an old notice says nothing', () => {
    const notices = memoryStorage();
    const a = controller({ tokens: { accessToken: ACCESS }, noticeStorage: notices });
    a.c.restore();
    a.c.inactivate('expired');
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(controller({ noticeStorage: notices }).c.takeNotice()).toBeUndefined();
  });
});

describe('refreshUser (a page load reads the roles as the server holds them now)', () => {
  const withUser = (answer: () => Promise<{ userId: string; userName: string; roles: string[] }>) => {
    const calls: number[] = [];
    const transport: SessionTransport = {
      ...fakeTransport().transport,
      currentUser: () => {
        calls.push(Date.now());
        return answer();
      },
    };
    return { transport, calls };
  };

  it('takes a grant and a revocation made since the login, and keeps them across a reload', async () => {
    const userStorage = memoryStorage();
    const { transport } = withUser(async () => ({
      userId: 'admin',
      userName: '관리자',
      roles: ['R1', 'NEW'],
    }));
    const { c, state } = controller({ tokens: { accessToken: ACCESS }, transport, userStorage });
    c.activateFromLogin({
      user: { usrNm: '관리자' },
      authorities: [{ clientAuthority: 'R1' }, { clientAuthority: 'GONE' }],
    });
    expect(await c.refreshUser()).toBe(true);
    expect(state.roles).toEqual(['R1', 'NEW']);
    expect(await c.refreshUser()).toBe(false);
    const reloaded = controller({ tokens: { accessToken: ACCESS }, userStorage });
    reloaded.c.restore();
    expect(reloaded.state.roles).toEqual(['R1', 'NEW']);
  });

  it('keeps the roles held when the call fails, and asks nothing without a session', async () => {
    const { transport, calls } = withUser(async () => {
      throw new Error('offline');
    });
    const anonymous = controller({ transport });
    expect(await anonymous.c.refreshUser()).toBe(false);
    expect(calls).toEqual([]);
    const { c, state } = controller({ tokens: { accessToken: ACCESS }, transport });
    c.activateFromLogin({ user: { usrNm: '관리자' }, authorities: [{ clientAuthority: 'R1' }] });
    expect(await c.refreshUser()).toBe(false);
    expect(state).toMatchObject({ status: 'active', roles: ['R1'] });
  });

  it('ignores an answer that arrives after the session ended', async () => {
    let answer: (u: { userId: string; userName: string; roles: string[] }) => void = () => {};
    const { transport } = withUser(() => new Promise((resolve) => (answer = resolve)));
    const { c, state } = controller({ tokens: { accessToken: ACCESS }, transport });
    c.activateFromLogin({ user: { usrNm: '관리자' }, authorities: [{ clientAuthority: 'R1' }] });
    const pending = c.refreshUser();
    c.inactivate('expired');
    answer({ userId: 'admin', userName: '관리자', roles: ['R1', 'NEW'] });
    expect(await pending).toBe(false);
    expect(state.roles).toEqual([]);
  });
});
