import { personalAccessContent } from './0011_personal_access_chain.ts';
import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). 월간 점검 (C3): one sign-off per system and month, with the
// reviewer's note and what the review found at that moment; append-only like the records it
// reviews (a sign-off is not changed or taken back). Records get the id the outbox gave them
// (personalRecorder.ts): a record written again after a crash counts once. No index for it: every
// index is paid at every record, and a replay finds its ids among the rows of its minutes.

const statements = [
  `CREATE TABLE "privacy_reviews" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "sys_cd" varchar(30) NOT NULL,
  "month" char(7) NOT NULL,
  "reviewer" varchar(50) NOT NULL,
  "note" varchar(2000) NOT NULL,
  "record_cnt" integer NOT NULL,
  "flag_cnt" integer NOT NULL,
  "signed_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE UNIQUE INDEX "privacy_reviews_month_uq" ON "privacy_reviews" ("sys_cd", "month")`,
  `CREATE FUNCTION "console_privacy_review_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'privacy_reviews is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$`,
  `CREATE TRIGGER "console_privacy_review_append_only" BEFORE UPDATE OR DELETE ON "privacy_reviews"
  FOR EACH ROW EXECUTE FUNCTION "console_privacy_review_append_only"()`,
  `CREATE TRIGGER "console_privacy_review_no_truncate" BEFORE TRUNCATE ON "privacy_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "console_privacy_review_append_only"()`,
  `ALTER TABLE "personal_access_logs" ADD COLUMN "rec_id" uuid`,
  // The same chain, the hash computed inline: two SQL function calls a row cost more than the hash.
  `CREATE OR REPLACE FUNCTION "console_personal_access_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('console:personal-access-chain'));
  SELECT "seq", "row_hash" INTO last FROM "personal_access_logs" ORDER BY "seq" DESC LIMIT 1;
  NEW."seq" := coalesce(last."seq", 0) + 1;
  NEW."prev_hash" := coalesce(last."row_hash", repeat('0', 64));
  NEW."row_hash" := encode(sha256(convert_to(${personalAccessContent('NEW')}, 'UTF8')), 'hex');
  RETURN NEW;
END $$`,
  // 04 대량 다운로드 on 승인 관리: which download an approval is for, its size, and when it was made.
  `ALTER TABLE "approval_requests" ADD COLUMN "aprv_key" varchar(64)`,
  `ALTER TABLE "approval_requests" ADD COLUMN "subject_cnt" integer`,
  `ALTER TABLE "approval_requests" ADD COLUMN "used_dttm" timestamp with time zone`,
  // 권한 변경 이력 (C7) kept as the access records are: append-only for the application, deleted
  // only by a purge of rows older than the day it names and, whatever it names, than three years.
  `CREATE FUNCTION "console_authority_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE purge_before text := current_setting('console.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(purge_before, '') <> ''
     AND OLD."reg_dttm" < purge_before::timestamptz
     AND OLD."reg_dttm" < now() - interval '3 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'admin_audit_logs is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$`,
  `CREATE TRIGGER "console_authority_history_append_only" BEFORE UPDATE OR DELETE ON "admin_audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "console_authority_history_append_only"()`,
  `CREATE TRIGGER "console_authority_history_no_truncate" BEFORE TRUNCATE ON "admin_audit_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "console_authority_history_append_only"()`,
];

/** 월간 점검's sign-offs, append-only; the outbox's record ids; large downloads on 승인 관리; 권한 변경 이력 append-only. */
export const m0012PrivacyReview: Migration = {
  id: '0012_privacy_review',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
