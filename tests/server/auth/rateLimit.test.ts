import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../runtime/server/auth/rateLimit.ts';
import { type Database, rateLimits } from '../../../runtime/server/db/index.ts';
import { addressKey } from '../../../runtime/server/platform/index.ts';
import { createTestDatabase } from '../support/testDatabase.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

function clock(start = Date.UTC(2026, 10, 23, 9)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** Two throttles over one database: two server instances. */
function instances(limits: ConstructorParameters<typeof LoginThrottle>[1], c = clock()) {
  const make = () => new LoginThrottle(() => database.db, limits, c.now);
  return { a: make(), b: make(), c };
}

describe('LoginThrottle (in the database, shared by every instance)', () => {
  it('counts failures of one user on every instance together, then tells how long to wait', async () => {
    await database.db.delete(rateLimits);
    const { a, b, c } = instances({ perUser: { limit: 2, windowMs: 60_000 } });
    expect((await a.begin('Kim', '10.0.0.1')).retryAfterSeconds).toBe(0);
    c.advance(10_000);
    expect((await b.begin('kim ', '10.0.0.2')).retryAfterSeconds).toBe(0);
    // The third attempt on either instance waits until the first leaves the window.
    expect((await a.begin('kim', '10.0.0.3')).retryAfterSeconds).toBe(50);
    expect((await b.begin('KIM', '10.0.0.4')).retryAfterSeconds).toBe(50);
    expect((await a.begin('lee', '10.0.0.3')).retryAfterSeconds).toBe(0);
    c.advance(50_000);
    expect((await b.begin('kim', '10.0.0.5')).retryAfterSeconds).toBe(0);
  });

  it('takes back an attempt whose credentials were right', async () => {
    await database.db.delete(rateLimits);
    const { a, b } = instances({ perUser: { limit: 1, windowMs: 60_000 } });
    const first = await a.begin('park', '10.0.0.1');
    expect((await b.begin('park', '10.0.0.1')).retryAfterSeconds).toBe(60);
    await first.succeeded();
    expect((await b.begin('park', '10.0.0.1')).retryAfterSeconds).toBe(0);
  });

  it('lets no more than the limit through when the attempts race', async () => {
    await database.db.delete(rateLimits);
    const { a, b } = instances({ perUser: { limit: 3, windowMs: 60_000 } });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).begin('choi', `10.0.1.${i}`)),
    );
    expect(results.filter((r) => r.retryAfterSeconds === 0).length).toBeLessThanOrEqual(3);
  });

  it('limits a spray over 40 addresses by the global budget, yet lets a clean address in', async () => {
    await database.db.delete(rateLimits);
    const { a, b } = instances({ global: { limit: 25, windowMs: 300_000 } });
    let passed = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 40; i++) {
        const r = await (i % 2 ? a : b).begin(`user${i}-${round}`, `203.0.113.${i}`);
        if (r.retryAfterSeconds === 0) passed++;
      }
    }
    // 120 guesses: the budget's 25, then only first tries of addresses that had not failed yet.
    expect(passed).toBe(25 + 15);
    // Over the budget, an address that has not failed (the administrator's office) still gets in.
    const clean = await a.begin('admin', '198.51.100.200');
    expect(clean.retryAfterSeconds).toBe(0);
    await clean.succeeded();
    expect((await b.begin('admin', '203.0.113.1')).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts an IPv6 /64 as one address (and an IPv4-mapped address as its IPv4)', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
    await database.db.delete(rateLimits);
    const { a } = instances({ perIp: { limit: 3, windowMs: 60_000 } });
    for (let i = 1; i <= 3; i++)
      expect((await a.begin(`u${i}`, `2001:db8:1:2::${i}`)).retryAfterSeconds).toBe(0);
    expect((await a.begin('u4', '2001:db8:1:2:ffff::9')).retryAfterSeconds).toBe(60);
    expect((await a.begin('u5', '2001:db8:1:3::1')).retryAfterSeconds).toBe(0);
  });

  it('limits id checks per address', async () => {
    await database.db.delete(rateLimits);
    const { a, b } = instances({ idCheckPerIp: { limit: 5, windowMs: 60_000 } });
    const waits = [];
    for (let i = 0; i < 8; i++) waits.push(await (i % 2 ? a : b).idCheck('198.51.100.9'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 60, 60, 60]);
    expect(await a.idCheck('198.51.100.10')).toBe(0);
  });
});
