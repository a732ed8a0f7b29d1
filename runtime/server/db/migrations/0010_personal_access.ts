import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). 개인정보 접속기록: one row per call that carried personal
// data (a declared API with `personal`), with every data subject it carried; a GIN index finds all
// that was done to one subject's data.

const statements = [
  `CREATE TABLE "personal_access_logs" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "acc_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "usr_id" varchar(50) NOT NULL,
  "usr_ip" varchar(45) NOT NULL,
  "sys_cd" varchar(30) NOT NULL,
  "mnu_id" varchar(50),
  "fnc_id" varchar(100),
  "tran_id" varchar(64),
  "action" varchar(10) NOT NULL,
  "source" varchar(200) NOT NULL,
  "subject_ids" text[] NOT NULL,
  "subject_cnt" integer NOT NULL,
  "reason_cd" varchar(50),
  "reason" varchar(500)
)`,
  `CREATE INDEX "personal_access_logs_at_idx" ON "personal_access_logs" ("acc_dttm")`,
  `CREATE INDEX "personal_access_logs_usr_idx" ON "personal_access_logs" ("usr_id", "acc_dttm")`,
  `CREATE INDEX "personal_access_logs_subject_idx" ON "personal_access_logs" USING gin ("subject_ids")`,
];

/** The `personal_access_logs` table of 개인정보 접속기록. */
export const m0010PersonalAccess: Migration = {
  id: '0010_personal_access',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
