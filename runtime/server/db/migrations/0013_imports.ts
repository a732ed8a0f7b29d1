import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). 엑셀 일괄 등록: the record of each import and its rows,
// staged in batches between the preview and the commit (runtime/server/import).

const statements = [
  `CREATE TABLE "import_jobs" (
  "job_id" uuid PRIMARY KEY NOT NULL,
  "sys_cd" varchar(30) NOT NULL,
  "usr_id" varchar(50) NOT NULL,
  "usr_ip" varchar(50),
  "mnu_id" varchar(50) NOT NULL,
  "api_nm" varchar(200) NOT NULL,
  "import_id" varchar(100) NOT NULL,
  "file_nm" varchar(255) NOT NULL,
  "total_cnt" integer NOT NULL,
  "valid_cnt" integer NOT NULL,
  "invalid_cnt" integer NOT NULL,
  "batch_cnt" integer NOT NULL,
  "done_cnt" integer DEFAULT 0 NOT NULL,
  "failed_cnt" integer DEFAULT 0 NOT NULL,
  "status" varchar(10) NOT NULL,
  "reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "upd_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE INDEX "import_jobs_usr_idx" ON "import_jobs" ("usr_id", "reg_dttm")`,
  `CREATE TABLE "import_batches" (
  "job_id" uuid NOT NULL REFERENCES "import_jobs" ("job_id") ON DELETE CASCADE,
  "kind" char(1) NOT NULL,
  "batch_no" integer NOT NULL,
  "first_line" integer NOT NULL,
  "last_line" integer NOT NULL,
  "row_cnt" integer NOT NULL,
  "rows" text NOT NULL,
  "state" varchar(10) DEFAULT 'PENDING' NOT NULL,
  "message" varchar(1000),
  CONSTRAINT "import_batches_job_id_kind_batch_no_pk" PRIMARY KEY ("job_id", "kind", "batch_no")
)`,
];

export const m0013Imports: Migration = {
  id: '0013_imports',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
