import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENTS,
  POINTER_ACTIVITY_IGNORED,
  watchUserActivity,
} from '../../../../runtime/client/session/watchUserActivity.ts';

function fakeWindow() {
  const listeners = new Map<string, Set<(e: unknown) => void>>();
  return {
    addEventListener: (type: string, l: (e: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(l);
    },
    removeEventListener: (type: string, l: (e: unknown) => void) => void listeners.get(type)?.delete(l),
    fire: (type: string, target: unknown = null) => {
      for (const l of listeners.get(type) ?? []) l({ type, target });
    },
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

describe('watchUserActivity', () => {
  it('hears keys, text input, pointer, wheel, scroll and touch, at most once a second', () => {
    const win = fakeWindow();
    let now = 0;
    let heard = 0;
    const stop = watchUserActivity(win as never, () => heard++, {
      clock: { now: () => now } as never,
    });
    expect([...ACTIVITY_EVENTS]).toEqual([
      'keydown',
      'input',
      'pointerdown',
      'wheel',
      'scroll',
      'touchstart',
    ]);
    win.fire('keydown');
    win.fire('input');
    expect(heard).toBe(1);
    now = 1000;
    win.fire('input');
    expect(heard).toBe(2);
    now = 2500;
    win.fire('scroll');
    expect(heard).toBe(3);
    stop();
    expect(win.count()).toBe(0);
    now = 5000;
    win.fire('pointerdown');
    expect(heard).toBe(3);
  });

  it('does not count a press on the idle warning or its backdrop, which would close it under the pointer', () => {
    const win = fakeWindow();
    let now = 0;
    let heard = 0;
    watchUserActivity(win as never, () => heard++, { clock: { now: () => now } as never });
    const inWarning = { closest: (s: string) => (s === `[${POINTER_ACTIVITY_IGNORED}]` ? {} : null) };
    const onPage = { closest: () => null };
    win.fire('pointerdown', inWarning);
    win.fire('touchstart', inWarning);
    expect(heard).toBe(0);
    win.fire('keydown', inWarning);
    expect(heard).toBe(1);
    now = 1000;
    win.fire('pointerdown', onPage);
    expect(heard).toBe(2);
  });
});
