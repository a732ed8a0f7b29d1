import { describe, expect, it } from 'vitest';
import { HotCache, parseCacheChange, TOUCH_EVERY_MS } from '../../../runtime/server/cache/index.ts';

describe('HotCache', () => {
  it('drops the session, the account, every account or the menus a change names', async () => {
    const cache = new HotCache({ live: true });
    const heard: unknown[] = [];
    cache.subscribe((c) => heard.push(c));
    const fill = async () => {
      await cache.sessions.get('s1', async () => ({}) as never);
      await cache.sessions.get('s2', async () => ({}) as never);
      await cache.accounts.get('staff', async () => ({}) as never);
      await cache.accounts.get('admin', async () => ({}) as never);
      await cache.menus.get('all', async () => ({ list: [], byId: new Map() }));
    };
    await fill();
    cache.apply({ t: 'session', k: 's1' });
    expect(cache.sessions.size).toBe(1);
    cache.apply({ t: 'user', k: 'staff' });
    expect(cache.accounts.size).toBe(1);
    cache.apply({ t: 'authorities' });
    expect(cache.accounts.size).toBe(0);
    cache.apply({ t: 'menus' });
    expect(cache.menus.size).toBe(0);
    await fill();
    cache.apply({ t: 'common_codes' }); // the initial data's, not these
    expect([cache.sessions.size, cache.accounts.size, cache.menus.size]).toEqual([2, 2, 1]);
    cache.setLive(false);
    expect([cache.sessions.size, cache.accounts.size, cache.menus.size]).toEqual([0, 0, 0]);
    expect(heard).toContainEqual({ t: 'common_codes' });
    expect(heard.at(-1)).toBeUndefined();
  });

  it('writes last-seen at most once per 30 s per session', () => {
    let now = 100_000;
    const cache = new HotCache({ live: true, now: () => now });
    const row = { sessionId: 's1', lastSeenDttm: new Date(now - 5_000) };
    expect(cache.dueForTouch(row)).toBe(false); // written 5 s ago (the login)
    now += 25_000;
    expect(cache.dueForTouch(row)).toBe(true);
    expect(cache.dueForTouch(row)).toBe(false); // the cached row still says 30 s ago
    now += TOUCH_EVERY_MS - 1;
    expect(cache.dueForTouch(row)).toBe(false);
    now += 1;
    expect(cache.dueForTouch(row)).toBe(true);
  });

  it('reads the triggers’ payloads and ignores anything else', () => {
    expect(parseCacheChange('{"t":"session","k":"abc"}')).toEqual({ t: 'session', k: 'abc' });
    expect(parseCacheChange('{"t":"user","k":"staff"}')).toEqual({ t: 'user', k: 'staff' });
    expect(parseCacheChange('{"t":"menus"}')).toEqual({ t: 'menus' });
    expect(parseCacheChange('{"t":"session"}')).toBeUndefined();
    expect(parseCacheChange('{"t":"users_secret"}')).toBeUndefined();
    expect(parseCacheChange('not json')).toBeUndefined();
  });
});
