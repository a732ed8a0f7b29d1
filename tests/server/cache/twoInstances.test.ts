import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateServerKey } from '../../../runtime/server/auth/serverKeys.ts';
import { type Database, openDatabase, rowsOf } from '../../../runtime/server/db/index.ts';
import { loginAs } from '../support/loginAs.ts';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  testDatabaseKind,
} from '../support/testDatabase.ts';

// Two instances on one database, as `npm run cluster` runs them: each keeps sessions, accounts and
// menus in its hot cache, and a change made through the other one (or by hand in SQL) must count at
// once there, and within 1 s here. On PostgreSQL two pools that hear each other through
// LISTEN/NOTIFY; on PGlite one in-process database.

let database: Database;
let second: Database;
let a: TestApp;
let b: TestApp;
let menuAdmin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.kind === 'postgres' ? await openDatabase({ url: database.url, poolSize: 3 }) : database;
  a = await createTestApp({ database });
  b = await createTestApp({ database: second });
  const [row] = rowsOf<{ mnu_id: string }>(
    await database.db.execute(
      sql`select mnu_id from menus where pro_id_val = 'SYSTEM_MENU' and ip_lmt_yn = 'N' order by mnu_id limit 1`,
    ),
  );
  menuAdmin = row!.mnu_id;
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second && second !== database) await second.close();
  await database?.close();
});

const menuList = (app: FastifyInstance, headers: Record<string, string>, body: unknown = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/system/menu/list',
    headers: { ...headers, 'Menu-Id': menuAdmin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const favourites = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/system/usermenu/list',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{"sysCd":"CONSOLE"}',
  });

/** Calls `probe` every 10 ms until it holds; the milliseconds it took, or a failure after 1 s. */
async function within1s(probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > 1000) throw new Error('not seen within 1 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe('the hot cache on two instances', () => {
  it('serves a session from the cache and ends it on the other instance within 1 s of a logout', async () => {
    const headers = await loginAs(a.app, 'staff');
    expect((await favourites(b.app, headers)).statusCode).toBe(200);
    expect((await favourites(b.app, headers)).statusCode).toBe(200);
    expect(b.app.hotCache.live).toBe(true);
    expect(b.app.hotCache.sessions.size).toBeGreaterThan(0);
    expect((await favourites(a.app, headers)).statusCode).toBe(200);

    const out = await a.app.inject({ method: 'POST', url: '/api/authentication/logout', headers });
    expect(out.statusCode).toBe(200);
    // The instance that logged out refuses the very next call.
    const here = await favourites(a.app, headers);
    expect([here.statusCode, here.json().resultCode]).toEqual([401, 'FS10']);
    await within1s(async () => (await favourites(b.app, headers)).json().resultCode === 'FS10');
  });

  it('a key rotated or revoked through one instance is the other’s within 1 s; logins on either keep working', async () => {
    const kidOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid as string;
    const old = (await b.app.serverKeys.ring()).signing.kid;
    // Rotated: published on the other instance within 1 s (its JWKS lists it; the old key still
    // signs), then signing there from the moment the rotation named.
    const { kid: rotated, signsFrom } = await rotateServerKey(a.database.db, new Date());
    await within1s(async () => (await b.app.serverKeys.ring()).verifying.has(rotated));
    const jwks = await b.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.json().keys.map((k: { kid: string }) => k.kid)).toContain(rotated);
    expect((await b.app.serverKeys.ring()).signing.kid).toBe(old);
    await new Promise((r) => setTimeout(r, Math.max(0, signsFrom.getTime() - Date.now()) + 20));
    expect((await b.app.serverKeys.ring()).signing.kid).toBe(rotated);
    // Revoked: the keys before it stop verifying on the other instance within 1 s.
    const { kid: revoked } = await rotateServerKey(a.database.db, new Date(), { revoke: true });
    await within1s(async () => {
      const ring = await b.app.serverKeys.ring();
      return ring.signing.kid === revoked && !ring.verifying.has(rotated) && !ring.verifying.has(old);
    });
    // A login on one instance is good on the other at once: no failed call between them.
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const headers = await loginAs(from.app, 'staff');
      expect(kidOf(Object.values(headers)[0] ?? '')).toBe(revoked);
      expect((await favourites(to.app, headers)).statusCode).toBe(200);
    }
  });

  it('answers FS01 on the other instance within 1 s of a second login', async () => {
    const first = await loginAs(b.app, 'admin');
    expect((await menuList(b.app, first)).statusCode).toBe(200);
    await loginAs(a.app, 'admin');
    await within1s(async () => (await menuList(b.app, first)).json().resultCode === 'FS01');
  });

  it('refuses a blocked account within 1 s, however it was blocked (here: SQL on the other instance)', async () => {
    const headers = await loginAs(b.app, 'staff');
    expect((await favourites(b.app, headers)).statusCode).toBe(200);
    await a.database.db.execute(sql`update users set status = 'BLOCKED' where usr_id = 'staff'`);
    try {
      await within1s(async () => (await favourites(b.app, headers)).json().resultCode === 'FS10');
    } finally {
      await a.database.db.execute(sql`update users set status = 'ACTIVE' where usr_id = 'staff'`);
    }
  });

  it('sees an authority granted or taken elsewhere within 1 s', async () => {
    const headers = await loginAs(b.app, 'staff');
    expect((await menuList(b.app, headers)).statusCode).toBe(403);
    const granted = sql`${menuAdmin} || ':SYSTEM_MENU:SEARCH'`;
    await a.database.db.execute(
      sql`insert into authorities (usr_id, authority) values ('staff', ${granted})`,
    );
    await within1s(async () => (await menuList(b.app, headers)).statusCode === 200);
    await a.database.db.execute(
      sql`delete from authorities where usr_id = 'staff' and authority = ${granted}`,
    );
    await within1s(async () => (await menuList(b.app, headers)).statusCode === 403);
  });

  it('lists a menu renamed through the other instance within 1 s (and at once on that one)', async () => {
    const admin = await loginAs(a.app, 'admin');
    const before = (await menuList(b.app, admin, { mnuNm: '캐시 확인' })).json().body;
    expect(before).toEqual([]);
    const [menu] = (await menuList(a.app, admin)).json().body as Array<{ mnuId: string; mnuNm: string }>;
    const rename = (mnuNm: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/system/menu/edit',
        headers: { ...admin, 'Menu-Id': menuAdmin, 'content-type': 'application/json' },
        payload: JSON.stringify({ mnuId: menu!.mnuId, mnuNm }),
      });
    expect((await rename('캐시 확인')).statusCode).toBe(200);
    try {
      expect((await menuList(a.app, admin, { mnuNm: '캐시 확인' })).json().body).toHaveLength(1);
      await within1s(
        async () => (await menuList(b.app, admin, { mnuNm: '캐시 확인' })).json().body.length === 1,
      );
    } finally {
      await rename(menu!.mnuNm);
    }
  });

  it('lists a favourite added through the other instance within 1 s (and at once on that one)', async () => {
    const staff = await loginAs(a.app, 'staff');
    const names = async (app: FastifyInstance) =>
      ((await favourites(app, staff)).json().body as Array<{ mnuId: string }>).map((f) => f.mnuId);
    const before = await names(b.app);
    const [row] = rowsOf<{ mnu_id: string }>(
      await a.database.db.execute(
        sql`select mnu_id from menus where auth_scop_cd = '03' and mnu_url is not null order by mnu_id limit 1`,
      ),
    );
    const add = await a.app.inject({
      method: 'POST',
      url: '/api/system/usermenu',
      headers: { ...staff, 'content-type': 'application/json' },
      payload: JSON.stringify({ sysCd: 'CONSOLE', mnuId: row!.mnu_id }),
    });
    expect(add.statusCode).toBe(200);
    expect(await names(a.app)).toContain(row!.mnu_id);
    await within1s(async () => (await names(b.app)).includes(row!.mnu_id));
    await a.database.db.execute(
      sql`delete from user_menus where usr_id = 'staff' and mnu_id = ${row!.mnu_id}`,
    );
    await within1s(async () => (await names(b.app)).length === before.length);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'stops caching while its LISTEN connection is down, and stays correct',
    async () => {
      const headers = await loginAs(b.app, 'staff');
      expect((await favourites(b.app, headers)).statusCode).toBe(200);
      await a.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN console_cache' and pid <> pg_backend_pid()`,
      );
      await within1s(async () => !b.app.hotCache.live);
      expect(b.app.hotCache.sessions.size).toBe(0);
      // Changes made while nobody listens still count: the calls read the database.
      await a.database.db.execute(sql`update users set status = 'BLOCKED' where usr_id = 'staff'`);
      try {
        expect((await favourites(b.app, headers)).json().resultCode).toBe('FS10');
      } finally {
        await a.database.db.execute(sql`update users set status = 'ACTIVE' where usr_id = 'staff'`);
      }
      await within1s(async () => b.app.hotCache.live && a.app.hotCache.live);
    },
  );
});
