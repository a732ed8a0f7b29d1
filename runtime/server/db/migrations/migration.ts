/** One versioned migration: an id that sorts in apply order and its SQL. */
export interface Migration {
  /** `NNNN_name`, e.g. `0001_init`; applied in list order and recorded in `schema_migrations`. */
  id: string;
  /** Statements separated by `--> statement-breakpoint` lines (drizzle-kit's convention). */
  sql: string;
}

/** Separator between the statements of a migration's SQL. */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/** The statements of a migration, without blanks. */
export function statementsOf(migration: Migration): string[] {
  return migration.sql
    .split(STATEMENT_BREAKPOINT)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
