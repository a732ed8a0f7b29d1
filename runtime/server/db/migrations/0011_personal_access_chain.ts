import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). 개인정보 접속기록 made tamper-evident (C4): each row gets a
// sequence number and the SHA-256 of its content chained to the row before it (prev_hash,
// row_hash), computed by the database as the row is written, one writer at a time (an advisory
// lock), so every instance extends the one chain. The table is append-only: UPDATE, DELETE and
// TRUNCATE are refused, except a purge (`console audit purge`) of rows older than the date it
// names and, whatever it names, older than a year (the legal floor). Daily anchors keep the last
// hash of each Korean day. Rows already there are chained in id order.

/**
 * The text a row's hash is taken of, as SQL over the row `alias`: its fields in a fixed order, the
 * time in UTC to the microsecond. A verification computes it inline (calling the function per row
 * costs five times as much).
 */
export const personalAccessContent = (
  alias: string,
) => `json_build_array(${alias}."seq", ${alias}."prev_hash", ${alias}."id",
    to_char(${alias}."acc_dttm" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), ${alias}."usr_id", ${alias}."usr_ip",
    ${alias}."sys_cd", ${alias}."mnu_id", ${alias}."fnc_id", ${alias}."tran_id", ${alias}."action", ${alias}."source", ${alias}."subject_ids",
    ${alias}."subject_cnt", ${alias}."reason_cd", ${alias}."reason")::text`;

const CONTENT = personalAccessContent('r');

const statements = [
  `ALTER TABLE "personal_access_logs" ADD COLUMN "seq" bigint`,
  `ALTER TABLE "personal_access_logs" ADD COLUMN "prev_hash" char(64)`,
  `ALTER TABLE "personal_access_logs" ADD COLUMN "row_hash" char(64)`,
  `CREATE FUNCTION "console_personal_access_content"(r "personal_access_logs") RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT ${CONTENT} $$`,
  `CREATE FUNCTION "console_personal_access_hash"(r "personal_access_logs") RETURNS char(64)
  LANGUAGE sql IMMUTABLE AS $$ SELECT encode(sha256(convert_to("console_personal_access_content"(r), 'UTF8')), 'hex') $$`,
  `DO $$
DECLARE r "personal_access_logs"; n bigint := 0; prev char(64) := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM "personal_access_logs" ORDER BY "id" LOOP
    n := n + 1;
    r."seq" := n;
    r."prev_hash" := prev;
    prev := "console_personal_access_hash"(r);
    UPDATE "personal_access_logs" SET "seq" = n, "prev_hash" = r."prev_hash", "row_hash" = prev WHERE "id" = r."id";
  END LOOP;
END $$`,
  `ALTER TABLE "personal_access_logs" ALTER COLUMN "seq" SET NOT NULL`,
  `ALTER TABLE "personal_access_logs" ALTER COLUMN "prev_hash" SET NOT NULL`,
  `ALTER TABLE "personal_access_logs" ALTER COLUMN "row_hash" SET NOT NULL`,
  `CREATE UNIQUE INDEX "personal_access_logs_seq_uq" ON "personal_access_logs" ("seq")`,
  `CREATE FUNCTION "console_personal_access_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('console:personal-access-chain'));
  SELECT "seq", "row_hash" INTO last FROM "personal_access_logs" ORDER BY "seq" DESC LIMIT 1;
  NEW."seq" := coalesce(last."seq", 0) + 1;
  NEW."prev_hash" := coalesce(last."row_hash", repeat('0', 64));
  NEW."row_hash" := "console_personal_access_hash"(NEW);
  RETURN NEW;
END $$`,
  `CREATE TRIGGER "console_personal_access_chain" BEFORE INSERT ON "personal_access_logs"
  FOR EACH ROW EXECUTE FUNCTION "console_personal_access_chain"()`,
  `CREATE FUNCTION "console_personal_access_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE purge_before text := current_setting('console.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(purge_before, '') <> ''
     AND OLD."acc_dttm" < purge_before::timestamptz
     AND OLD."acc_dttm" < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'personal_access_logs is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$`,
  `CREATE TRIGGER "console_personal_access_append_only" BEFORE UPDATE OR DELETE ON "personal_access_logs"
  FOR EACH ROW EXECUTE FUNCTION "console_personal_access_append_only"()`,
  `CREATE TRIGGER "console_personal_access_no_truncate" BEFORE TRUNCATE ON "personal_access_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "console_personal_access_append_only"()`,
  `CREATE TABLE "audit_anchors" (
  "day" date PRIMARY KEY NOT NULL,
  "last_seq" bigint NOT NULL,
  "last_hash" char(64) NOT NULL,
  "row_count" integer NOT NULL,
  "reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`,
];

/** 개인정보 접속기록 hash-chained and append-only, with daily anchors. */
export const m0011PersonalAccessChain: Migration = {
  id: '0011_personal_access_chain',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
