import { personalAccessContent } from './0011_personal_access_chain.ts';
import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). The data subjects of 개인정보 접속기록 kept once per
// distinct list: a list screen shows the same page of people again and again, and a list of 50
// subject ids written (and indexed, and hashed) with every record was most of what recording cost.
// `personal_subject_sets` holds each list once, under the SHA-256 of its ids (content-addressed:
// a changed byte no longer matches its hash, and `audit verify` recomputes it); a record names its
// list by that hash (`set_hash`), which its own hash covers. Records written before keep their ids
// in `subject_ids` and their hash as it was (`set_hash` null). The lists are append-only like the
// records: a purge removes only lists no record names any more.

/** The hash a subject list is kept under, as SQL over the `text[]` expression `ids`. */
export const subjectSetHash = (ids: string) =>
  `encode(sha256(convert_to(array_to_json(${ids})::text, 'UTF8')), 'hex')`;

/**
 * The text a record's hash is taken of, as SQL over the row `alias`: as 0011 wrote it for a record
 * with its ids in the row, and with the list's hash after them for a record naming a list.
 */
export const recordContent = (alias: string) => `case when ${alias}."set_hash" is null
    then ${personalAccessContent(alias)}
    else json_build_array(${alias}."seq", ${alias}."prev_hash", ${alias}."id",
      to_char(${alias}."acc_dttm" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), ${alias}."usr_id", ${alias}."usr_ip",
      ${alias}."sys_cd", ${alias}."mnu_id", ${alias}."fnc_id", ${alias}."tran_id", ${alias}."action", ${alias}."source",
      ${alias}."subject_ids", ${alias}."subject_cnt", ${alias}."reason_cd", ${alias}."reason", ${alias}."set_hash")::text end`;

const statements = [
  `CREATE TABLE "personal_subject_sets" (
  "set_hash" char(64) PRIMARY KEY NOT NULL,
  "subject_ids" text[] NOT NULL
)`,
  `CREATE INDEX "personal_subject_sets_subject_idx" ON "personal_subject_sets" USING gin ("subject_ids")`,
  `ALTER TABLE "personal_access_logs" ADD COLUMN "set_hash" char(64)`,
  `ALTER TABLE "personal_access_logs" ALTER COLUMN "subject_ids" SET DEFAULT '{}'`,
  `CREATE INDEX "personal_access_logs_set_idx" ON "personal_access_logs" ("set_hash") WHERE "set_hash" IS NOT NULL`,
  // The ids in the row are only those of records written before: the index leaves the others out.
  `DROP INDEX "personal_access_logs_subject_idx"`,
  `CREATE INDEX "personal_access_logs_subject_idx" ON "personal_access_logs" USING gin ("subject_ids") WHERE "set_hash" IS NULL`,
  `CREATE OR REPLACE FUNCTION "console_personal_access_content"(r "personal_access_logs") RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT ${recordContent('r')} $$`,
  `CREATE OR REPLACE FUNCTION "console_personal_access_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('console:personal-access-chain'));
  SELECT "seq", "row_hash" INTO last FROM "personal_access_logs" ORDER BY "seq" DESC LIMIT 1;
  NEW."seq" := coalesce(last."seq", 0) + 1;
  NEW."prev_hash" := coalesce(last."row_hash", repeat('0', 64));
  NEW."row_hash" := encode(sha256(convert_to(${recordContent('NEW')}, 'UTF8')), 'hex');
  RETURN NEW;
END $$`,
  `CREATE FUNCTION "console_subject_set_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('console.audit_purge_before', true), '') <> '' THEN
    IF NOT EXISTS (SELECT 1 FROM "personal_access_logs" p WHERE p."set_hash" = OLD."set_hash") THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'personal_subject_sets is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$`,
  `CREATE TRIGGER "console_subject_set_append_only" BEFORE UPDATE OR DELETE ON "personal_subject_sets"
  FOR EACH ROW EXECUTE FUNCTION "console_subject_set_append_only"()`,
  `CREATE TRIGGER "console_subject_set_no_truncate" BEFORE TRUNCATE ON "personal_subject_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "console_subject_set_append_only"()`,
];

/** The subjects of 개인정보 접속기록 kept once per distinct list, content-addressed. */
export const m0014SubjectSets: Migration = {
  id: '0014_subject_sets',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
