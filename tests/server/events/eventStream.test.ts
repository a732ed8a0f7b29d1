import { sql } from 'drizzle-orm';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from '../../../runtime/server/db/index.ts';
import { loginAs } from '../support/loginAs.ts';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  testDatabaseKind,
} from '../support/testDatabase.ts';

// Two instances on one database, as the scale-out runs them: on PostgreSQL two pools, the events
// through LISTEN/NOTIFY; on PGlite one in-process database (its NOTIFY is in-process).

interface Stream {
  events: EventSourceMessage[];
  /** The next event matching `test`, or a rejection after `ms`. */
  next(test: (e: EventSourceMessage) => boolean, ms?: number): Promise<EventSourceMessage>;
  /** Whether the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openStream(base: string, headers: Record<string, string>, query = ''): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events${query}`, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: EventSourceMessage[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent(e) {
      events.push(e);
      for (const w of waiters) w();
    },
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    ended,
    close: () => controller.abort(),
    next(test, ms = 1000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen++) {
            const e = events[seen]!;
            if (test(e)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(e);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

const ofType = (type: string) => (e: EventSourceMessage) => e.event === type;

let database: Database;
let second: Database;
let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Instance B: its own connections when the database is PostgreSQL.
  second = database.kind === 'postgres' ? await openDatabase({ url: database.url, poolSize: 3 }) : database;
  a = await createTestApp({ database });
  b = await createTestApp({ database: second });
  baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  // fetch (undici) may keep a spare connection that never carried a request; Node would wait for
  // its headers timeout before closing. One may open while the other instance closes: each
  // instance's connections are closed right before it closes.
  a?.app.server.closeAllConnections();
  await a?.close();
  b?.app.server.closeAllConnections();
  await b?.close();
  if (second && second !== database) await second.close();
  await database?.close();
});

describe('the event stream across two instances', () => {
  it('ends the first session on instance A within 1 s of a second login on instance B', async () => {
    const first = await loginAs(a.app, 'staff');
    const stream = await openStream(baseA, first);
    const started = Date.now();
    await loginAs(b.app, 'staff');
    const e = await stream.next(ofType('session'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(e.data)).toEqual({ state: 'duplicated' });
    expect(e.id).toMatch(/^\d+$/);
    // The session is over: the server ends its stream.
    await stream.ended;
  });

  it('tells a session that was revoked (password change, blocked account) that it expired', async () => {
    const headers = await loginAs(a.app, 'admin');
    const stream = await openStream(baseA, headers);
    await b.database.db.execute(
      sql`update login_sessions set status = 'EXPIRED' where usr_id = 'admin' and status = 'ACTIVE'`,
    );
    const e = await stream.next(ofType('session'));
    expect(JSON.parse(e.data)).toEqual({ state: 'expired' });
    await stream.ended;
  });

  it('sends an event for one session to that session only', async () => {
    const staff = await openStream(baseA, await loginAs(a.app, 'staff'));
    const admin = await openStream(baseB, await loginAs(b.app, 'admin'));
    await loginAs(a.app, 'admin'); // ends admin's first session only
    await admin.next(ofType('session'));
    await new Promise((r) => setTimeout(r, 200));
    expect(staff.events.filter((e) => e.event === 'session')).toEqual([]);
    staff.close();
  });

  it('refuses a caller without a session (401, Korean), and more than 4 streams of one session', async () => {
    const res = await fetch(`${baseA}/api/events`);
    expect(res.status).toBe(401);
    expect((await res.json()).resultMessage).toBe('권한이 없습니다.');
    const headers = await loginAs(a.app, 'staff');
    const streams = await Promise.all([1, 2, 3, 4].map(() => openStream(baseA, headers)));
    const fifth = await fetch(`${baseA}/api/events`, { headers });
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).resultCode).toBe('TOO_MANY_STREAMS');
    for (const s of streams) s.close();
  });

  it('caps the streams of one address whatever the sessions (an IPv6 address by its /64)', async () => {
    const capped = await createTestApp({ database, events: { maxStreamsPerAddress: 3 } });
    const base = await capped.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const streams = [];
      for (const user of ['admin', 'staff', 'viewer'])
        streams.push(await openStream(base, await loginAs(capped.app, user)));
      const fourth = await fetch(`${base}/api/events`, { headers: await loginAs(capped.app, 'operator') });
      expect(fourth.status).toBe(429);
      expect((await fourth.json()).resultMessage).toBe(
        '열려 있는 알림 연결이 너무 많습니다. 사용하지 않는 창을 닫아주세요.',
      );
      // One closed, one may open.
      streams.pop()?.close();
      await new Promise((r) => setTimeout(r, 100));
      streams.push(await openStream(base, await loginAs(capped.app, 'operator')));
      for (const s of streams) s.close();
    } finally {
      capped.app.server.closeAllConnections();
      await capped.close();
    }
  });

  it('refuses a malformed lastEventId with a Korean 400', async () => {
    const headers = await loginAs(a.app, 'staff');
    const res = await fetch(`${baseA}/api/events?lastEventId=abc`, { headers });
    expect(res.status).toBe(400);
    expect((await res.json()).resultMessage).toBe('요청 형식이 올바르지 않습니다.');
  });
});

describe('notices', () => {
  async function userAdminMenu(): Promise<string> {
    const rows = rowsOf<{ mnu_id: string }>(
      await a.database.db.execute(sql`select mnu_id from menus where pro_id_val = 'SYSTEM_USER' limit 1`),
    );
    return rows[0]!.mnu_id;
  }

  it('goes from an administrator on B to every open console on A, and resumes after lastEventId', async () => {
    const admin = await loginAs(b.app, 'admin');
    const menuId = await userAdminMenu();
    const listener = await openStream(baseA, await loginAs(a.app, 'staff'));
    const sender = await openStream(baseB, admin);
    const send = (message: string) =>
      fetch(`${baseB}/api/events/notice`, {
        method: 'POST',
        headers: { ...admin, 'Menu-Id': menuId, 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
    const sent = await send('  10분 후 점검을 시작합니다.  ');
    expect(sent.status).toBe(200);
    const first = await listener.next(ofType('notice'));
    expect(JSON.parse(first.data)).toEqual({ message: '10분 후 점검을 시작합니다.', from: '관리자' });
    listener.close();
    // The sender's own session is not sent its notice.
    await new Promise((r) => setTimeout(r, 200));
    expect(sender.events.filter((e) => e.event === 'notice')).toEqual([]);
    sender.close();

    // Missed while disconnected: given back on reconnect, after the last id seen, in order.
    await send('둘');
    await send('셋');
    const headers = await loginAs(b.app, 'staff');
    const resumed = await openStream(baseB, headers, `?lastEventId=${first.id}`);
    const two = await resumed.next((e) => e.event === 'notice' && e.data.includes('둘'));
    const three = await resumed.next((e) => e.event === 'notice' && e.data.includes('셋'));
    expect(Number(three.id)).toBeGreaterThan(Number(two.id));
    expect(resumed.events.filter((e) => e.event === 'notice').map((e) => JSON.parse(e.data).message)).toEqual(
      ['둘', '셋'],
    );
    resumed.close();
  });

  it('needs SAVE on the user-administration menu, and a message of 1 to 500 characters', async () => {
    const menuId = await userAdminMenu();
    const staff = await loginAs(a.app, 'staff');
    const refused = await a.app.inject({
      method: 'POST',
      url: '/api/events/notice',
      headers: { ...staff, 'Menu-Id': menuId },
      payload: { message: '안녕하세요' },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await loginAs(a.app, 'admin');
    const before = rowsOf<{ n: number }>(
      await a.database.db.execute(sql`select count(*)::int as n from console_events where type = 'notice'`),
    )[0]!.n;
    for (const message of ['   ', 'x'.repeat(501)]) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/events/notice',
        headers: { ...admin, 'Menu-Id': menuId },
        payload: { message },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().resultMessage).toBe('요청 형식이 올바르지 않습니다.');
    }
    const after = rowsOf<{ n: number }>(
      await a.database.db.execute(sql`select count(*)::int as n from console_events where type = 'notice'`),
    )[0]!.n;
    expect(after).toBe(before);
  });
});

describe('changed initial data', () => {
  it('is announced to consoles on the other instance when a menu is saved', async () => {
    const listener = await openStream(baseB, await loginAs(b.app, 'staff'));
    const admin = await loginAs(a.app, 'admin');
    const [menu] = rowsOf<{ mnu_id: string }>(
      await a.database.db.execute(sql`select mnu_id from menus where pro_id_val = 'SYSTEM_MENU' limit 1`),
    );
    const got = await a.app.inject({
      method: 'GET',
      url: `/api/system/menu/${menu!.mnu_id}`,
      headers: { ...admin, 'Menu-Id': menu!.mnu_id },
    });
    const record = got.json().body;
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/system/menu/edit',
      headers: { ...admin, 'Menu-Id': menu!.mnu_id },
      payload: { ...record, mnuDesc: '설명 바꿈' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const e = await listener.next(ofType('initial-data'));
    expect(JSON.parse(e.data)).toEqual({});
    listener.close();
  });
});

describe.runIf(testDatabaseKind === 'postgres')(
  'a lost LISTEN connection (PostgreSQL restart, dropped connection)',
  () => {
    it('reconnects, and events sent meanwhile still arrive, once each', async () => {
      const listener = await openStream(baseA, await loginAs(a.app, 'staff'));
      // Every LISTEN connection of the database is cut, as a restart would.
      await b.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await b.app.events.publish('notice', { message: '끊긴 동안' });
      const missed = await listener.next((e) => e.event === 'notice' && e.data.includes('끊긴 동안'), 5000);
      await b.app.events.publish('notice', { message: '다시 연결된 뒤' });
      await listener.next((e) => e.event === 'notice' && e.data.includes('다시 연결된 뒤'), 2000);
      expect(listener.events.filter((e) => e.id === missed.id)).toHaveLength(1);
      listener.close();
    });
  },
);
