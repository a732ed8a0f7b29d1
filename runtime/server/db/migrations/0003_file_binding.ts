import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). A file set is bound once a saved record takes
// it; the sweep removes sets left unbound.

const statements = [
  `ALTER TABLE "file_sets" ADD COLUMN "bound_dttm" timestamp with time zone`,
  // Sets stored before binding existed are kept: they may already belong to records.
  `UPDATE "file_sets" SET "bound_dttm" = now()`,
  `CREATE INDEX "file_sets_unbound_idx" ON "file_sets" ("reg_dttm") WHERE "bound_dttm" IS NULL`,
];

/** When a file set was bound to a saved record (null: not yet; swept after `files.unboundHours`). */
export const m0003FileBinding: Migration = {
  id: '0003_file_binding',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
