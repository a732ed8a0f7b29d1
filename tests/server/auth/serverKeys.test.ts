import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readTokenClaims } from '../../../runtime/core/auth/index.ts';
import { sha256Hex } from '../../../runtime/core/crypto/index.ts';
import {
  KEY_PUBLISH_MS,
  KeyStore,
  loadKeyRing,
  rotateServerKey,
} from '../../../runtime/server/auth/serverKeys.ts';
import { REFRESH_SECONDS, verifyToken } from '../../../runtime/server/auth/tokens.ts';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import { serverKeys } from '../../../runtime/server/db/index.ts';
import { publicJwks } from '../../../runtime/server/gateway/identityAssertion.ts';
import { TEST_SECRET } from '../support/secured.ts';
import { ACCESS, type AuthTestApp, login, PASSWORD, REFRESH, startAuthApp } from './authTestApp.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(() => t?.close());

const ordinaryRoute = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/system/usermenu/list', headers, payload: { sysCd: 'CONSOLE' } });

async function loggedIn(usrId: string) {
  const res = await login(t.app, usrId, PASSWORD);
  expect(res.json().body.resCd).toBe('0000');
  return { access: res.headers[ACCESS] as string, refresh: res.headers[REFRESH] as string };
}

/** Re-signs a token's claims (changed by `change`) with `key` (HS256), keeping its header's kid. */
async function resign(
  token: string,
  key: Uint8Array,
  change: (c: Record<string, unknown>) => void = () => {},
) {
  const claims = { ...(readTokenClaims(token) as Record<string, unknown>) };
  change(claims);
  const kid = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid;
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid }).sign(key);
}

describe('tokens are signed with a server-only key', () => {
  it('refuses a token re-signed with any key derivable from what the browser downloads', async () => {
    const { access } = await loggedIn('staff');
    expect((await ordinaryRoute({ [ACCESS]: access })).statusCode).toBe(200);
    const enc = (s: string) => new TextEncoder().encode(s);
    // api.secret ships in the client bundle: the old derivation, the raw secret and its hashes.
    const browserKeys = [
      enc(sha256Hex(`jwt:${TEST_SECRET}`)),
      enc(TEST_SECRET),
      enc(sha256Hex(TEST_SECRET)),
      createHash('sha256').update(TEST_SECRET).digest(),
    ];
    for (const key of browserKeys) {
      const forged = await resign(access, key, (c) => {
        c.sub = 'admin';
      });
      const res = await ordinaryRoute({ [ACCESS]: forged });
      expect(res.statusCode).toBe(401);
      expect(res.json().resultCode).toBe('UNAUTHORIZED');
    }
  });

  it('carries a kid and the dck claim; the server key is in the database, not in api.secret', async () => {
    const { access } = await loggedIn('oldpw');
    const header = JSON.parse(Buffer.from(access.split('.')[0] ?? '', 'base64url').toString());
    const rows = await t.database.db.select().from(serverKeys);
    expect(rows).toHaveLength(1);
    expect(header.kid).toBe(rows[0]?.kid);
    expect(rows[0]?.secret).not.toContain(TEST_SECRET);
    expect(readTokenClaims(access)?.dck).toMatch(new RegExp(`^${rows[0]?.kid}\\.[A-Za-z0-9]+\\.[\\w-]{43}$`));
  });

  it('refuses a genuine-key token whose lifetime is longer than the configured one, or of another system', async () => {
    const { access } = await loggedIn('admin');
    const ring = await t.app.serverKeys.ring();
    const key = ring.subkey('jwt');
    // Control: re-signing unchanged with the real key is accepted (so the refusals below are about the claims).
    expect((await ordinaryRoute({ [ACCESS]: await resign(access, key) })).statusCode).toBe(200);
    const tenYears = await resign(access, key, (c) => {
      c.exp = (c.iat as number) + 10 * 365 * 86_400;
    });
    const otherSystem = await resign(access, key, (c) => {
      c.cp = 'OTHER';
    });
    const noKid = await new SignJWT(readTokenClaims(access) as Record<string, unknown>)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    for (const token of [tenYears, otherSystem, noKid]) {
      expect((await ordinaryRoute({ [ACCESS]: token })).statusCode).toBe(401);
    }
  });
});

describe('server key ring', () => {
  it('is generated once and shared by every instance on the database', async () => {
    const options = { retiredSeconds: REFRESH_SECONDS };
    const [a, b] = await Promise.all([
      loadKeyRing(t.database.db, options),
      loadKeyRing(t.database.db, options),
    ]);
    expect(a.signing.kid).toBe(b.signing.kid);
    expect(a.signing.secret.equals(b.signing.secret)).toBe(true);
  });

  it('rotates: the new key signs, a token of the retired key still verifies until the refresh lifetime passes', async () => {
    const { access } = await loggedIn('oldpw');
    const before = await t.app.serverKeys.ring();
    const { kid } = await rotateServerKey(t.database.db, new Date(t.clock.now()));
    expect(kid).not.toBe(before.signing.kid);
    // Published first: every instance verifies it (and its JWKS lists it) while the old key still signs.
    const other = new KeyStore(() => t.database.db, { retiredSeconds: REFRESH_SECONDS, now: t.clock.now });
    const published = await other.ring();
    expect(published.signing.kid).toBe(before.signing.kid);
    expect(published.verifying.has(kid)).toBe(true);
    expect(publicJwks(published).keys.map((k) => k.kid)).toContain(kid);
    // Then it signs, on an instance that read the ring before, too (its ring knew when to change).
    t.clock.advance(KEY_PUBLISH_MS);
    expect((await other.ring()).signing.kid).toBe(kid);
    // A second instance (a fresh store) signs with the new key and still verifies the old token.
    const settings = { keys: other, systemCode: 'CONSOLE', now: t.clock.now };
    expect((await verifyToken(access, 'access', settings)).ok).toBe(true);
    // This instance learns the new kid when a token names it (re-reading at most every 5 s).
    t.clock.advance(6_000);
    expect((await t.app.serverKeys.verifyingKey(kid))?.kid).toBe(kid);
    expect((await t.app.serverKeys.ring()).signing.kid).toBe(kid);
    // After the refresh lifetime the retired key is gone.
    const later = () => t.clock.now() + (REFRESH_SECONDS + 60) * 1000;
    const afterwards = new KeyStore(() => t.database.db, { retiredSeconds: REFRESH_SECONDS, now: later });
    expect((await afterwards.ring()).verifying.has(before.signing.kid)).toBe(false);
  });

  it('checks a token signature once, but judges its expiry at every call and forgets it with its key', async () => {
    const { access } = await loggedIn('admin');
    let now = t.clock.now();
    const keys = new KeyStore(() => t.database.db, { retiredSeconds: REFRESH_SECONDS, now: () => now });
    const settings = { keys, systemCode: 'CONSOLE', now: () => now };
    const first = await verifyToken(access, 'access', settings);
    expect(first.ok).toBe(true);
    expect(await verifyToken(access, 'access', settings)).toEqual(first);
    // A tampered copy is not the token seen: its signature is checked, and fails.
    const [h, p, sig] = access.split('.');
    const flipped = `${h}.${p}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyToken(flipped, 'access', settings)).toEqual({ ok: false, reason: 'invalid' });
    // Time passes: the same (seen) token is expired now, with its session id for a renewal.
    now += 31 * 60_000;
    const expired = await verifyToken(access, 'access', settings);
    expect(expired).toMatchObject({ ok: false, reason: 'expired' });
    // The other type of token is never accepted from the memo either.
    expect((await verifyToken(access, 'refresh', settings)).ok).toBe(false);
  });

  it('revokes: the old keys stop verifying at once and every live session ends', async () => {
    const { access } = await loggedIn('staff');
    const old = (await t.app.serverKeys.ring()).signing.kid;
    const { kid, endedSessions } = await rotateServerKey(t.database.db, new Date(t.clock.now()), {
      revoke: true,
    });
    expect(endedSessions).toBeGreaterThan(0);
    const fresh = new KeyStore(() => t.database.db, { retiredSeconds: REFRESH_SECONDS, now: t.clock.now });
    const ring = await fresh.ring();
    expect(ring.signing.kid).toBe(kid);
    expect(ring.verifying.has(old)).toBe(false);
    expect(
      (await verifyToken(access, 'access', { keys: fresh, systemCode: 'CONSOLE', now: t.clock.now })).ok,
    ).toBe(false);
    // This instance heard the change (the server_keys trigger) and dropped its ring: the old key
    // verifies nothing here either, at once.
    await caughtUp(t.database.db);
    expect((await ordinaryRoute({ [ACCESS]: access })).json().resultCode).toBe('UNAUTHORIZED');
  });

  it('a login on an instance that has not heard of a revocation yet signs again with the new key', async () => {
    const keys = t.app.serverKeys;
    const stale = await keys.ring();
    const { kid } = await rotateServerKey(t.database.db, new Date(t.clock.now()), { revoke: true });
    await caughtUp(t.database.db);
    // This instance still holds the ring from before (its notice is on the way) until it forgets it.
    let heard = false;
    const ring = vi.spyOn(keys, 'ring').mockImplementation(async function (this: KeyStore) {
      return heard ? KeyStore.prototype.ring.call(this) : stale;
    });
    const forget = vi.spyOn(keys, 'forget').mockImplementation(function (this: KeyStore) {
      heard = true;
      KeyStore.prototype.forget.call(this);
    });
    try {
      const { access } = await loggedIn('staff');
      expect(JSON.parse(Buffer.from(access.split('.')[0] ?? '', 'base64url').toString()).kid).toBe(kid);
      expect(forget).toHaveBeenCalled();
      expect((await ordinaryRoute({ [ACCESS]: access })).statusCode).toBe(200);
    } finally {
      ring.mockRestore();
      forget.mockRestore();
    }
  });

  it('an unknown kid met just after a read waits for the next read instead of being refused', async () => {
    const store = new KeyStore(() => t.database.db, { retiredSeconds: REFRESH_SECONDS });
    await store.ring();
    // A key made "on another instance" (no notice reaches this store): it verifies at the next read.
    const { kid } = await rotateServerKey(t.database.db, new Date(), { publishMs: 0 });
    const started = Date.now();
    expect((await store.verifyingKey(kid))?.kid).toBe(kid);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await store.verifyingKey('no-such-kid')).toBeUndefined();
  });

  it('uses CONSOLE_SECRET_KEY when given (no database key), and refuses a short one', async () => {
    const env = await startAuthApp({ auth: { secretKey: 'k'.repeat(40) } });
    try {
      const res = await login(env.app, 'staff', PASSWORD);
      const token = res.headers[ACCESS] as string;
      const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
      expect(header.kid).toMatch(/^env-[0-9a-f]{16}$/);
      expect(await env.database.db.select().from(serverKeys)).toHaveLength(0);
      const ok = await env.app.inject({
        method: 'POST',
        url: '/api/system/usermenu/list',
        headers: { [ACCESS]: token },
        payload: { sysCd: 'CONSOLE' },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await env.close();
    }
    await expect(startAuthApp({ auth: { secretKey: 'too-short' } })).rejects.toThrow(/CONSOLE_SECRET_KEY/);
  });
});
