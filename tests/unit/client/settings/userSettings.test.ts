import { describe, expect, it } from 'vitest';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';
import { TOKEN_KEYS } from '../../../../runtime/client/session/index.ts';
import { createUserSettings, LAST_USER_KEY } from '../../../../runtime/client/settings/index.ts';
import { fakeToken, memoryStorage } from '../fakes.ts';

describe('createUserSettings', () => {
  it('keeps each user’s settings under their own key; another user starts from the configuration', () => {
    const storage = memoryStorage();
    const settings = createUserSettings(storage, false);
    settings.load('kim');
    settings.update({ density: 'comfortable', primary: '#0f766e' });
    expect(JSON.parse(storage.data.get('console:settings:kim')!)).toEqual({
      density: 'comfortable',
      primary: '#0f766e',
    });
    settings.load('lee');
    expect(settings.state.values).toEqual({});
    settings.update({ menuCollapsed: true });
    settings.load('kim');
    expect(settings.state.values).toEqual({ density: 'comfortable', primary: '#0f766e' });
    // undefined gives one back to the configuration; reset gives all back and forgets them.
    settings.update({ primary: undefined });
    expect(settings.state.values).toEqual({ density: 'comfortable' });
    settings.reset();
    expect(settings.state.values).toEqual({});
    expect(storage.data.has('console:settings:kim')).toBe(false);
    expect(JSON.parse(storage.data.get('console:settings:lee')!)).toEqual({ menuCollapsed: true });
  });

  it('keeps nothing for nobody, refuses a colour white text is unreadable on, and survives a blocked storage', () => {
    const storage = memoryStorage();
    const settings = createUserSettings(storage, false);
    settings.update({ density: 'comfortable' });
    expect(storage.data.size).toBe(0);
    settings.load('kim');
    settings.update({ primary: '#ffff00' });
    expect(settings.state.values).toEqual({});
    const blocked = createUserSettings(
      {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
        removeItem: () => {},
      },
      false,
    );
    blocked.load('kim');
    blocked.update({ density: 'comfortable' });
    expect(blocked.state.values).toEqual({ density: 'comfortable' });
  });
});

describe('tab mode per user', () => {
  const tabbed = {
    ...config,
    management: { ...config.management, tabs: { ...config.management.tabs, enabled: true } },
  };
  const pageOf = (settings: string | undefined) => {
    const session = memoryStorage({
      [TOKEN_KEYS.accessToken]: fakeToken({ sub: 'kim', cp: config.management.systemCode, procId: 'p' }),
      [TOKEN_KEYS.refreshToken]: 'r',
    });
    const local = memoryStorage(settings ? { 'console:settings:kim': settings } : {});
    return createConsoleRuntime(tabbed, {
      profileHeader,
      storage: (kind) => (kind === 'session' ? session : local),
    });
  };

  it("a user who turned tab mode off gets a page without tabs; others keep the configuration's", () => {
    const off = pageOf('{"tabs":false}');
    expect(off.sessionState.userId).toBe('kim');
    expect(off.config.management.tabs.enabled).toBe(false);
    expect(off.settings.tabsConfigured).toBe(true);
    expect(pageOf(undefined).config.management.tabs.enabled).toBe(true);
  });

  it('a new tab that has no session yet (it asks the other tabs later) takes the choice of the user last seen', () => {
    const local = memoryStorage({ [LAST_USER_KEY]: 'kim', 'console:settings:kim': '{"tabs":false}' });
    const page = createConsoleRuntime(tabbed, {
      profileHeader,
      storage: (kind) => (kind === 'session' ? memoryStorage() : local),
    });
    expect(page.sessionState.userId).toBeNull();
    expect(page.config.management.tabs.enabled).toBe(false);
    // Reading a user's settings makes them the one last seen.
    const settings = createUserSettings(local, true);
    settings.load('lee');
    expect(local.data.get(LAST_USER_KEY)).toBe('lee');
    expect(settings.tabsChoiceOf(null)).toBeUndefined();
  });
});
