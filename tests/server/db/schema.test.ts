import { is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_TABLE, rowsOf } from '../../../runtime/server/db/index.ts';
import * as schema from '../../../runtime/server/db/schema.ts';
import { createTestDatabase } from '../support/testDatabase.ts';

// The migrations are hand-written SQL; this test is what keeps them equal to schema.ts (tables,
// column types, nullability, defaults, primary keys, indexes), on PGlite and on PostgreSQL.

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
const dialect = new PgDialect();

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

/**
 * `'ACTIVE'::character varying` → `'ACTIVE'`; `nextval('x_seq'::regclass)` → `nextval('x_seq')`;
 * `'{}'::text[]` → `'{}'`.
 */
const normalizeDefault = (d: string | null) =>
  d === null ? null : d.replace(/::[a-z_ ]+(\(\d+\))?(\[\])?/g, '');

function expectedType(sqlType: string): string {
  return sqlType
    .replace(/^varchar\((\d+)\)$/, 'character varying($1)')
    .replace(/^char\((\d+)\)$/, 'character($1)')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^.*\[\]$/, 'ARRAY'); // information_schema names every array column so
}

function expectedDefault(table: string, column: ReturnType<typeof getTableConfig>['columns'][number]) {
  if (column.getSQLType() === 'bigserial') return `nextval('${table}_${column.name}_seq')`;
  const d = column.default;
  if (d === undefined) return null;
  if (is(d, SQL)) return dialect.sqlToQuery(d).sql;
  if (typeof d === 'string') return `'${d}'`;
  if (typeof d === 'object') return `'${JSON.stringify(d)}'`;
  return String(d);
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(sql.raw(text)));
}

describe('migrated schema = schema.ts', () => {
  it('has exactly the tables of schema.ts plus schema_migrations', async () => {
    const rows = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual(
      [...tables.map((t) => getTableConfig(t).name), MIGRATIONS_TABLE].sort(),
    );
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    '%s: same columns, types, nullability and defaults',
    async (name, table) => {
      const rows = await query<ColumnRow>(
        `SELECT table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${name}'
         ORDER BY ordinal_position`,
      );
      const actual = rows.map((r) => ({
        column: r.column_name,
        type: r.character_maximum_length ? `${r.data_type}(${r.character_maximum_length})` : r.data_type,
        nullable: r.is_nullable === 'YES',
        default: normalizeDefault(r.column_default),
      }));
      const expected = getTableConfig(table).columns.map((c) => ({
        column: c.name,
        type: expectedType(c.getSQLType()),
        nullable: !c.notNull,
        default: expectedDefault(name, c),
      }));
      // Column order is part of the contract too (select * and dumps read the same everywhere).
      expect(actual).toEqual(expected);
    },
  );

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    '%s: same primary key and indexes',
    async (name, table) => {
      const config = getTableConfig(table);
      const pkRows = await query<{ column_name: string }>(
        `SELECT k.column_name FROM information_schema.table_constraints c
         JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND k.table_name = c.table_name
         WHERE c.table_schema = 'public' AND c.table_name = '${name}' AND c.constraint_type = 'PRIMARY KEY'
         ORDER BY k.ordinal_position`,
      );
      const composite = config.primaryKeys[0];
      const pkColumns = composite
        ? composite.columns.map((c) => c.name)
        : config.columns.filter((c) => c.primary).map((c) => c.name);
      expect(pkRows.map((r) => r.column_name)).toEqual(pkColumns);

      const indexRows = await query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = '${name}'`,
      );
      const pkIndex = composite ? composite.getName() : `${name}_pkey`;
      const expected = new Map<string, string>();
      for (const index of config.indexes) {
        const c = index.config;
        const columns = c.columns.map((col) => ('name' in col ? col.name : '?')).join(', ');
        expected.set(
          c.name!,
          `CREATE ${c.unique ? 'UNIQUE ' : ''}INDEX ${c.name} ON public.${name} USING ${c.method ?? 'btree'} (${columns})${c.where ? ' WHERE' : ''}`,
        );
      }
      for (const u of config.uniqueConstraints) {
        expected.set(
          u.getName()!,
          `CREATE UNIQUE INDEX ${u.getName()} ON public.${name} USING btree (${u.columns.map((c) => c.name).join(', ')})${u.nullsNotDistinct ? ' NULLS NOT DISTINCT' : ''}`,
        );
      }
      const actual = new Map(
        indexRows.filter((r) => r.indexname !== pkIndex).map((r) => [r.indexname, r.indexdef]),
      );
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [indexName, def] of expected) {
        const got = actual.get(indexName)!;
        expect(def.endsWith(' WHERE') ? got.slice(0, got.indexOf(' WHERE') + 6) : got, indexName).toBe(def);
      }
      expect(indexRows.map((r) => r.indexname)).toContain(pkIndex);
    },
  );
});
