import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../runtime/server/auth/rateLimit.ts';
import {
  type Database,
  MAX_DELAY_MS,
  progressiveDelay,
  rateLimits,
} from '../../../runtime/server/db/index.ts';
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

  it('counts an address only for its failures: a busy office logging in at once is not refused', async () => {
    await database.db.delete(rateLimits);
    const { a, b } = instances({ perIp: { limit: 5, windowMs: 60_000 } });
    // Forty staff behind one address, all at once, all with the right password.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).begin(`staff${i}`, '198.51.100.50')),
    );
    expect(results.filter((r) => r.retryAfterSeconds > 0)).toEqual([]);
    await Promise.all(results.map((r) => r.succeeded()));
    // Its wrong passwords count: five, then the address waits.
    for (let i = 0; i < 5; i++) await (await a.begin(`typo${i}`, '198.51.100.50')).failed();
    expect((await b.begin('staff99', '198.51.100.50')).retryAfterSeconds).toBe(60);
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
        if (r.retryAfterSeconds === 0) {
          passed++;
          await r.failed(); // a wrong password
        }
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
    for (let i = 1; i <= 3; i++) {
      const r = await a.begin(`u${i}`, `2001:db8:1:2::${i}`);
      expect(r.retryAfterSeconds).toBe(0);
      await r.failed();
    }
    expect((await a.begin('u4', '2001:db8:1:2:ffff::9')).retryAfterSeconds).toBe(60);
    expect((await a.begin('u5', '2001:db8:1:3::1')).retryAfterSeconds).toBe(0);
  });

  it('over the global budget holds every clean address, longer the further it is exceeded', async () => {
    await database.db.delete(rateLimits);
    const { a, b } = instances({ global: { limit: 20, windowMs: 300_000 } });
    const held: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await (i % 2 ? a : b).begin(`spray${i}`, `203.0.113.${i}`);
      expect(r.retryAfterSeconds).toBe(0); // each address is new: none refused
      held.push(r.delayMs);
      await r.failed();
    }
    // Within the budget nobody waits; past it, every new address waits, 250 ms a tenth exceeded.
    expect(held.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(held[20]).toBe(250);
    expect(held[21]).toBe(250);
    expect(held[22]).toBe(500);
    expect(held[39]).toBe(2500);
    expect(held[40]).toBe(2750);
    expect(held.slice(42).every((ms) => ms === MAX_DELAY_MS)).toBe(true);
    expect(progressiveDelay(0, 300)).toBe(0);
    expect(progressiveDelay(30, 300)).toBe(250);
    expect(progressiveDelay(31, 300)).toBe(500);
  });

  it('limits id checks per address, and all together (refusing addresses that checked before)', async () => {
    await database.db.delete(rateLimits);
    const { a, b } = instances({
      idCheckPerIp: { limit: 5, windowMs: 60_000 },
      idCheckGlobal: { limit: 12, windowMs: 60_000 },
    });
    const waits = [];
    for (let i = 0; i < 8; i++) waits.push((await (i % 2 ? a : b).idCheck('198.51.100.9')).retryAfterSeconds);
    expect(waits).toEqual([0, 0, 0, 0, 0, 60, 60, 60]);
    // Five counted so far; seven more addresses use the rest of the budget, once each.
    for (let i = 0; i < 7; i++) expect((await a.idCheck(`198.51.100.${20 + i}`)).delayMs).toBe(0);
    // Past it: an address that checked before is refused, a new one is held.
    expect((await b.idCheck('198.51.100.20')).retryAfterSeconds).toBe(60);
    const fresh = await b.idCheck('198.51.100.99');
    expect([fresh.retryAfterSeconds, fresh.delayMs]).toEqual([0, 250]);
  });
});
