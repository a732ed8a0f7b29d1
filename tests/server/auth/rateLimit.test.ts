import { describe, expect, it } from 'vitest';
import { LoginThrottle, SlidingWindow } from '../../../runtime/server/auth/rateLimit.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('SlidingWindow', () => {
  it('allows `limit` events per window, then tells how long to wait', () => {
    const c = clock();
    const w = new SlidingWindow({ limit: 2, windowMs: 60_000 }, c.now);
    expect(w.retryAfterSeconds('a')).toBe(0);
    w.hit('a');
    c.advance(10_000);
    w.hit('a');
    expect(w.retryAfterSeconds('a')).toBe(50);
    expect(w.retryAfterSeconds('b')).toBe(0);
    c.advance(50_000);
    expect(w.retryAfterSeconds('a')).toBe(0);
  });

  it('takes back an event with unhit', () => {
    const c = clock();
    const w = new SlidingWindow({ limit: 1, windowMs: 1000 }, c.now);
    const at = w.hit('a');
    expect(w.retryAfterSeconds('a')).toBe(1);
    w.unhit('a', at);
    expect(w.retryAfterSeconds('a')).toBe(0);
  });
});

describe('LoginThrottle', () => {
  it('counts attempts per user id (case-insensitive) and per address; right credentials do not count', () => {
    const c = clock();
    const t = new LoginThrottle(
      { perUser: { limit: 2, windowMs: 60_000 }, perIp: { limit: 3, windowMs: 60_000 } },
      c.now,
    );
    t.begin('Staff', '10.0.0.1').succeeded();
    expect(t.begin('staff', '10.0.0.1').retryAfterSeconds).toBe(0);
    expect(t.begin('STAFF', '10.0.0.2').retryAfterSeconds).toBe(0);
    expect(t.begin('staff', '10.0.0.3').retryAfterSeconds).toBe(60);
    expect(t.begin('other', '10.0.0.1').retryAfterSeconds).toBe(0);
    expect(t.begin('other2', '10.0.0.1').retryAfterSeconds).toBe(0);
    expect(t.begin('other3', '10.0.0.1').retryAfterSeconds).toBe(60);
    c.advance(60_001);
    expect(t.begin('staff', '10.0.0.1').retryAfterSeconds).toBe(0);
  });
});
