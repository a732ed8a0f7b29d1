import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { advisoryLock } from './advisoryLock.ts';
import { MIGRATIONS, type Migration, statementsOf } from './migrations/index.ts';
import type { Database, DatabaseLogger } from './openDatabase.ts';
import { rowsOf } from './rowsOf.ts';

/** Table recording applied migrations (id, checksum of its SQL, when). */
export const MIGRATIONS_TABLE = 'schema_migrations';

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}" (
  "id" varchar(100) PRIMARY KEY NOT NULL,
  "checksum" varchar(64) NOT NULL,
  "applied_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`;

export interface MigrateOptions {
  /** The migrations, in order. Default: `MIGRATIONS`. */
  migrations?: readonly Migration[] | undefined;
  /** Told about each migration applied. Default: none. */
  logger?: DatabaseLogger | undefined;
}

export interface MigrateResult {
  /** Ids applied by this call, in order; empty when the database was up to date. */
  applied: string[];
  /** Every applied id after this call, in order. */
  current: string[];
}

/** SHA-256 of a migration's SQL, recorded so an edited, already-applied migration is noticed. */
export function migrationChecksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql).digest('hex');
}

function checkOrder(migrations: readonly Migration[]): void {
  for (let i = 1; i < migrations.length; i++) {
    const prev = migrations[i - 1]!.id;
    const id = migrations[i]!.id;
    if (!(prev < id)) throw new Error(`migrations out of order or duplicated: ${prev} before ${id}`);
  }
}

/**
 * Applies the pending migrations in ONE transaction (all or nothing) and records them in
 * `schema_migrations`. The transaction first takes `pg_advisory_xact_lock`, so server processes
 * starting together on one PostgreSQL migrate once: the others wait, then find nothing to do.
 * Refuses a database that has a migration this code does not know (it is newer) or whose
 * applied migration was edited since.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const migrations = options.migrations ?? MIGRATIONS;
  checkOrder(migrations);
  const known = new Map(migrations.map((m) => [m.id, m]));
  const result = await database.db.transaction(async (tx) => {
    await advisoryLock(tx, 'console:migrate');
    await tx.execute(sql.raw(CREATE_MIGRATIONS_TABLE));
    const done = rowsOf<{ id: string; checksum: string }>(
      await tx.execute(sql.raw(`SELECT "id", "checksum" FROM "${MIGRATIONS_TABLE}" ORDER BY "id"`)),
    );
    for (const row of done) {
      const migration = known.get(row.id);
      if (!migration) {
        throw new Error(
          `the database has migration ${row.id}, which this version does not know: it was migrated by a newer version; upgrade instead`,
        );
      }
      if (migrationChecksum(migration) !== row.checksum) {
        throw new Error(
          `migration ${row.id} was edited after it was applied to this database (checksum differs); ` +
            'put schema changes in a new migration, or start from an empty database (for PGlite, delete .data/pglite)',
        );
      }
    }
    const doneIds = new Set(done.map((r) => r.id));
    const pending = migrations.filter((m) => !doneIds.has(m.id));
    for (const migration of pending) {
      for (const statement of statementsOf(migration)) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(MIGRATIONS_TABLE)} ("id", "checksum") VALUES (${migration.id}, ${migrationChecksum(migration)})`,
      );
    }
    return { applied: pending.map((m) => m.id), current: [...doneIds, ...pending.map((m) => m.id)].sort() };
  });
  for (const id of result.applied) options.logger?.info(`applied migration ${id} (${database.kind})`);
  return result;
}
