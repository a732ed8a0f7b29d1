import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). The interface calls the browser logs, one row
// per call and user (request and response merged by transaction id), pruned after keepDays.

const statements = [
  `CREATE TABLE "interface_logs" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "tran_id" varchar(64) NOT NULL,
  "usr_id" varchar(50) NOT NULL,
  "sys_cd" varchar(30) NOT NULL,
  "if_id" varchar(100) NOT NULL,
  "if_ver" varchar(20) NOT NULL,
  "direction" varchar(8) NOT NULL,
  "if_type" varchar(20) NOT NULL,
  "status" varchar(20),
  "duration_ms" integer,
  "req_dttm" timestamp with time zone,
  "res_dttm" timestamp with time zone,
  "reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "reg_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "reg_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL,
  "upd_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "upd_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "upd_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL
)`,
  `CREATE UNIQUE INDEX "interface_logs_tran_uq" ON "interface_logs" ("usr_id", "tran_id")`,
  `CREATE INDEX "interface_logs_reg_idx" ON "interface_logs" ("reg_dttm")`,
];

/** The `interface_logs` table of 인터페이스 이력. */
export const m0004InterfaceLogs: Migration = {
  id: '0004_interface_logs',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
