import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). The trust boundary (fidelity.md): lock time, server-only
// keys, shared rate limits, replay protection and file-set owners.

const AUDIT = `
  "reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "reg_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "reg_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL,
  "upd_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "upd_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "upd_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL`;

const BREAK = '\n--> statement-breakpoint\n';

const statements = [
  `ALTER TABLE "users" ADD COLUMN "locked_dttm" timestamp with time zone`,
  // Accounts locked before this migration lift their lock from now on.
  `UPDATE "users" SET "locked_dttm" = now() WHERE "locked_yn" = 'Y'`,
  `CREATE TABLE "server_keys" (
  "kid" varchar(32) PRIMARY KEY NOT NULL,
  "secret" text NOT NULL,
  "retired_dttm" timestamp with time zone,${AUDIT}
)`,
  `CREATE TABLE "rate_limits" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "bucket" varchar(20) NOT NULL,
  "key" varchar(200) NOT NULL,
  "at" timestamp with time zone NOT NULL
)`,
  `CREATE INDEX "rate_limits_key_idx" ON "rate_limits" ("bucket", "key", "at")`,
  `CREATE INDEX "rate_limits_at_idx" ON "rate_limits" ("at")`,
  `CREATE TABLE "seen_transactions" (
  "tran_id" varchar(64) PRIMARY KEY NOT NULL,
  "seen_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE INDEX "seen_transactions_seen_idx" ON "seen_transactions" ("seen_dttm")`,
  `CREATE TABLE "file_sets" (
  "file_id" varchar(50) PRIMARY KEY NOT NULL,
  "owner_usr_id" varchar(50) NOT NULL,
  "mnu_id" varchar(50),${AUDIT}
)`,
  // Sets stored before owners existed belong to whoever uploaded their first file.
  `INSERT INTO "file_sets" ("file_id", "owner_usr_id") SELECT "file_id", min("reg_usr_id") FROM "files" GROUP BY "file_id"`,
];

/** Lock time, server keys, rate limits, seen transactions, file-set owners. */
export const m0002TrustBoundary: Migration = { id: '0002_trust_boundary', sql: statements.join(BREAK) };
