import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). 월간 점검 (C3): one sign-off per system and month, with the
// reviewer's note and what the review found at that moment; append-only like the records it
// reviews (a sign-off is not changed or taken back). An index finds whether an account used an
// address before (the 새 IP flag) without reading its records.

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
  `CREATE INDEX "personal_access_logs_usr_ip_idx" ON "personal_access_logs" ("usr_id", "usr_ip", "acc_dttm")`,
];

/** 월간 점검's sign-offs, append-only, and the index of the 새 IP flag. */
export const m0012PrivacyReview: Migration = {
  id: '0012_privacy_review',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
