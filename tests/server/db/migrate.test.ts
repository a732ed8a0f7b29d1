import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  MIGRATIONS,
  MIGRATIONS_TABLE,
  migrate,
  migrationChecksum,
  openDatabase,
  rowsOf,
} from '../../../runtime/server/db/index.ts';
import { createEmptyDatabaseOptions, createTestDatabase, testDatabaseKind } from '../support/testDatabase.ts';

async function tableExists(database: Database, name: string): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ${name}`,
    ),
  );
  return rows[0]?.n === 1;
}

async function recorded(database: Database): Promise<Array<{ id: string; checksum: string }>> {
  return rowsOf(
    await database.db.execute(sql.raw(`SELECT id, checksum FROM ${MIGRATIONS_TABLE} ORDER BY id`)),
  );
}

describe(`migrate (${testDatabaseKind})`, () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabaseOptions>>;
  let fresh: Database;
  beforeAll(async () => {
    empty = await createEmptyDatabaseOptions();
    fresh = await openDatabase(empty.options);
  }, 60_000);
  afterAll(async () => {
    await fresh?.close();
    await empty?.cleanup();
  }, 60_000);

  it('applies every migration to an empty database, records it, and applies nothing the second time', async () => {
    expect(await tableExists(fresh, 'users')).toBe(false);
    const first = await migrate(fresh);
    expect(first.applied).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await tableExists(fresh, 'users')).toBe(true);
    expect(await recorded(fresh)).toEqual(
      MIGRATIONS.map((m) => ({ id: m.id, checksum: migrationChecksum(m) })),
    );

    const second = await migrate(fresh);
    expect(second).toEqual({ applied: [], current: MIGRATIONS.map((m) => m.id) });
    expect(await recorded(fresh)).toHaveLength(MIGRATIONS.length);
  });

  it('migrates once when several start together (advisory lock), the others find nothing to do', async () => {
    const more = await createEmptyDatabaseOptions();
    // PostgreSQL: separate pools, i.e. separate sessions, as separate server processes would have.
    // PGlite allows one process per folder, so there the calls share one instance.
    const first = await openDatabase(more.options);
    const others =
      testDatabaseKind === 'postgres'
        ? [await openDatabase(more.options), await openDatabase(more.options)]
        : [];
    try {
      const handles = testDatabaseKind === 'postgres' ? [first, ...others] : [first, first, first];
      const results = await Promise.all(handles.map((h) => migrate(h)));
      const applied = results.flatMap((r) => r.applied);
      expect(applied).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await recorded(first)).toHaveLength(MIGRATIONS.length);
    } finally {
      for (const h of [first, ...others]) await h.close();
      await more.cleanup();
    }
  }, 60_000);

  describe('on a migrated database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    }, 60_000);
    afterAll(() => database?.close());

    it('rolls a failing migration back entirely: no table of it, no record', async () => {
      const bad = {
        id: '9999_bad',
        sql: 'CREATE TABLE "half_done" ("id" integer)\n--> statement-breakpoint\nSELECT no_such_function()',
      };
      await expect(migrate(database, { migrations: [...MIGRATIONS, bad] })).rejects.toThrow(
        /no_such_function/,
      );
      expect(await tableExists(database, 'half_done')).toBe(false);
      expect((await recorded(database)).map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    });

    it('refuses a database whose applied migration was edited since', async () => {
      const edited = MIGRATIONS.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
      await expect(migrate(database, { migrations: edited })).rejects.toThrow(
        `migration ${MIGRATIONS[0]!.id} was edited after it was applied`,
      );
    });

    it('refuses a database migrated by a newer version', async () => {
      await expect(migrate(database, { migrations: [] })).rejects.toThrow(/newer version/);
    });

    it('refuses migrations out of order', async () => {
      const [a] = MIGRATIONS;
      await expect(migrate(database, { migrations: [{ id: '0002_x', sql: '' }, a!] })).rejects.toThrow(
        /out of order/,
      );
    });
  });
});
