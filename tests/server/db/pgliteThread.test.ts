import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteClient } from '../../../runtime/server/db/pgliteThread.ts';

// PGlite on its own thread (runtime/server/db/pgliteThread.ts): what the console asks of PGlite
// answers as it did on the server's thread, and the server's thread stays free while it works.

let pg: PgliteClient;
beforeAll(async () => {
  pg = await openPgliteThread({});
  await pg.query('create table t (id int primary key, at timestamptz, note text)');
});
afterAll(async () => {
  await pg?.close();
});

describe('PGlite on its own thread', () => {
  it('answers rows as objects or arrays, parsing only the types the caller has parsers for', async () => {
    await pg.query('insert into t values ($1, $2, $3)', [1, '2026-11-29T01:02:03Z', '메모']);
    const objects = await pg.query<{ id: number; at: unknown; note: string }>('select * from t');
    expect(objects.rows).toEqual([{ id: 1, at: new Date('2026-11-29T01:02:03Z'), note: '메모' }]);
    const arrays = await pg.query('select id, at from t', [], {
      rowMode: 'array',
      parsers: { 1184: (text) => `text:${text}` },
    });
    expect(arrays.rows).toEqual([[1, 'text:2026-11-29 01:02:03+00']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'at']);
  });

  it('parses what each query asks, whatever the queries before it asked', async () => {
    const own = await openPgliteThread({});
    try {
      const select = `select '2026-11-29T01:02:03Z'::timestamptz as at, array['2026-11-29T01:02:03Z'::timestamptz] as ats`;
      const at = new Date('2026-11-29T01:02:03Z');
      const text = { 1184: (t: string) => `at:${t}`, 1185: (t: string) => `ats:${t}` };
      // The first query leaving types as text, then none, then fewer, then the first's again.
      for (let round = 0; round < 2; round++) {
        expect((await own.query(select, [], { parsers: text })).rows).toEqual([
          { at: 'at:2026-11-29 01:02:03+00', ats: 'ats:{"2026-11-29 01:02:03+00"}' },
        ]);
        expect((await own.query(select)).rows).toEqual([{ at, ats: [at] }]);
        expect((await own.query(select, [], { parsers: { 1184: text[1184] } })).rows).toEqual([
          { at: 'at:2026-11-29 01:02:03+00', ats: [at] },
        ]);
      }
      await own.transaction(async (tx) => {
        expect((await tx.query(select, [], { parsers: text })).rows[0]).toMatchObject({
          at: 'at:2026-11-29 01:02:03+00',
        });
        expect((await tx.query(select)).rows).toEqual([{ at, ats: [at] }]);
      });
    } finally {
      await own.close();
    }
  });

  it("rejects with PostgreSQL's error fields (code, constraint) and stays usable", async () => {
    const error = await pg.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect((error as Error).message).toMatch(/duplicate key/);
    expect((await pg.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, and rolls back every statement of one whose callback throws', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
      await tx.query('insert into t (id) values (3)');
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into t (id) values (4)');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const ids = await pg.query<{ id: number }>('select id from t order by id');
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('delivers NOTIFY to a listener until it stops listening', async () => {
    const heard: string[] = [];
    const unlisten = await pg.listen('thread_test', (payload) => heard.push(payload));
    await pg.query(`select pg_notify('thread_test', 'one')`);
    await expect.poll(() => heard).toEqual(['one']);
    await unlisten();
    await pg.query(`select pg_notify('thread_test', 'two')`);
    await pg.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('keeps the server thread free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await pg.query('select pg_sleep(0.3)');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(20);
  });

  it('dumps a database another thread opens from the dump; a closed one refuses statements', async () => {
    const dump = await pg.dumpDataDir('none');
    const copy = await openPgliteThread({ loadDataDir: dump });
    expect((await copy.query('select count(*)::int as n from t')).rows).toEqual([{ n: 3 }]);
    await copy.close();
    expect(copy.closed).toBe(true);
    await expect(copy.query('select 1')).rejects.toThrow(/closed/);
    // The thread it ran on serves the next database, empty.
    const next = await openPgliteThread({});
    expect((await next.query(`select to_regclass('t') as t`)).rows).toEqual([{ t: null }]);
    await next.close();
  });
});
