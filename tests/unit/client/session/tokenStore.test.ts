// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  createCookieTokenStore,
  createCrossTabChannel,
  createStorageTokenStore,
  createTokenStore,
  SESSION_CHANNEL_STORAGE_KEY,
  TOKEN_KEYS,
} from '../../../../runtime/client/session/index.ts';

describe('token store', () => {
  it('defaults to session storage', () => {
    sessionStorage.clear();
    const store = createTokenStore();
    store.write({ accessToken: 'a', refreshToken: 'r' });
    expect(sessionStorage.getItem(TOKEN_KEYS.accessToken)).toBe('a');
    store.write({ accessToken: 'a2' });
    expect(store.read()).toEqual({ accessToken: 'a2', refreshToken: 'r' });
    store.clear();
    expect(store.read()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('uses local storage when configured', () => {
    localStorage.clear();
    createTokenStore({ storage: 'local' }).write({ refreshToken: 'r' });
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('r');
    expect(createStorageTokenStore(localStorage).read().refreshToken).toBe('r');
  });

  it('writes cookies with path /, SameSite None and Secure by default', () => {
    const writes: string[] = [];
    let jar = '';
    const doc = {
      get cookie() {
        return jar;
      },
      set cookie(v: string) {
        writes.push(v);
        const [pair] = v.split(';');
        const [name, value] = (pair ?? '').split('=');
        const rest = jar.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
        jar = [...rest, ...(v.includes('Max-Age=0') ? [] : [`${name}=${value}`])].join('; ');
      },
    };
    const store = createCookieTokenStore(doc);
    store.write({ accessToken: 'a.b.c' });
    expect(writes[0]).toBe(`${TOKEN_KEYS.accessToken}=a.b.c; Path=/; SameSite=None; Secure`);
    expect(store.read()).toEqual({ accessToken: 'a.b.c', refreshToken: null });
    store.clear();
    expect(store.read().accessToken).toBeNull();
    expect(writes.at(-1)).toContain('Max-Age=0');
    const insecure = createCookieTokenStore(doc, { secure: false, sameSite: 'Lax', path: '/app' });
    insecure.write({ refreshToken: 'r' });
    expect(writes.at(-1)).toBe(`${TOKEN_KEYS.refreshToken}=r; Path=/app; SameSite=Lax`);
  });
});

describe('cross-tab channel storage fallback', () => {
  it('delivers messages of other tabs through storage events', () => {
    const channel = createCrossTabChannel({
      BroadcastChannel: undefined,
      storage: localStorage,
      target: window,
    });
    if (!channel) throw new Error('expected a channel');
    const heard: unknown[] = [];
    const off = channel.subscribe((m) => heard.push(m));
    channel.post({ type: 'logout', reason: 'logout', from: 'tab-a' });
    const newValue = localStorage.getItem(SESSION_CHANNEL_STORAGE_KEY);
    // The storage event fires in the other tabs only; simulate one arriving here.
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANNEL_STORAGE_KEY, newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{}' }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_CHANNEL_STORAGE_KEY, newValue: '{"type":"x"}' }),
    );
    expect(heard).toEqual([{ type: 'logout', reason: 'logout', from: 'tab-a' }]);
    off();
  });

  it('is null without BroadcastChannel or storage', () => {
    expect(createCrossTabChannel({})).toBeNull();
  });
});
