import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). What the console's own administration screens need:
// roles as records (a role was only a name on users and authorities), every login attempt, the
// administrators' writes with their before and after, how an approval request was decided, and a
// session ended by an administrator (its holder is told why).

const AUDIT = `"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "reg_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "reg_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL,
  "upd_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "upd_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "upd_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL`;

const statements = [
  `CREATE TABLE "roles" (
  "role_id" varchar(50) PRIMARY KEY NOT NULL,
  "role_nm" varchar(100) NOT NULL,
  "role_desc" varchar(500),
  "use_yn" char(1) DEFAULT 'Y' NOT NULL,
  "srt_no" integer DEFAULT 0 NOT NULL,
  ${AUDIT}
)`,
  // The roles a database already names become records, named by their id until renamed.
  `INSERT INTO "roles" ("role_id", "role_nm")
  SELECT DISTINCT "role_id", "role_id" FROM "users" WHERE "role_id" IS NOT NULL
  UNION SELECT DISTINCT "role_id", "role_id" FROM "authorities" WHERE "role_id" IS NOT NULL
  ON CONFLICT DO NOTHING`,
  `CREATE TABLE "login_history" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "usr_id" varchar(50) NOT NULL,
  "sys_cd" varchar(30),
  "res_cd" varchar(10) NOT NULL,
  "succ_yn" char(1) NOT NULL,
  "ip" varchar(45) NOT NULL,
  "user_agent" varchar(500),
  "login_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE INDEX "login_history_dttm_idx" ON "login_history" ("login_dttm")`,
  `CREATE INDEX "login_history_usr_idx" ON "login_history" ("usr_id", "login_dttm")`,
  `CREATE TABLE "admin_audit_logs" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "usr_id" varchar(50) NOT NULL,
  "usr_ip" varchar(45) NOT NULL,
  "act_cd" varchar(50) NOT NULL,
  "trgt_id" varchar(200) NOT NULL,
  "before_val" jsonb,
  "after_val" jsonb,
  "reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE INDEX "admin_audit_logs_dttm_idx" ON "admin_audit_logs" ("reg_dttm")`,
  `ALTER TABLE "approval_requests" ADD COLUMN "prcs_rsn" varchar(1000)`,
  `ALTER TABLE "approval_requests" ADD COLUMN "prcs_usr_id" varchar(50)`,
  `ALTER TABLE "approval_requests" ADD COLUMN "prcs_dttm" timestamp with time zone`,
  `ALTER TABLE "approval_requests" ADD COLUMN "notified_yn" char(1) DEFAULT 'N' NOT NULL`,
  `CREATE OR REPLACE FUNCTION "login_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "console_events" ("type", "usr_id", "session_id", "data")
  VALUES ('session', NEW.usr_id, NEW.session_id, json_build_object('state', CASE NEW.status
    WHEN 'REPLACED' THEN 'duplicated' WHEN 'LOGGED_OUT' THEN 'logout' WHEN 'REVOKED' THEN 'revoked'
    ELSE 'expired' END)::jsonb);
  RETURN NEW;
END $$`,
];

/** Roles, login history, the administrators' audit log, approval decisions, revoked sessions. */
export const m0007Administration: Migration = {
  id: '0007_administration',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
