import type { Migration } from './migration.ts';

// Frozen once released: a change to the schema is a new migration, never an edit of this one
// (the runner refuses a database whose applied migration no longer matches its checksum).
// PostgreSQL 15 compatible. Statements are separated by `--> statement-breakpoint`.

/** Audit columns of spec section 3 (regDttm … updUsrIp), the same on every table. */
const AUDIT = `
  "reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "reg_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "reg_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL,
  "upd_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "upd_usr_id" varchar(50) DEFAULT 'system' NOT NULL,
  "upd_usr_ip" varchar(45) DEFAULT '127.0.0.1' NOT NULL`;

const BREAK = '\n--> statement-breakpoint\n';

const statements = [
  `CREATE TABLE "users" (
  "usr_id" varchar(50) PRIMARY KEY NOT NULL,
  "usr_nm" varchar(100) NOT NULL,
  "pwd_hash" text NOT NULL,
  "role_id" varchar(50),
  "status" varchar(20) DEFAULT 'ACTIVE' NOT NULL,
  "login_fail_cnt" integer DEFAULT 0 NOT NULL,
  "pwd_chg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "locked_yn" char(1) DEFAULT 'N' NOT NULL,
  "expired_yn" char(1) DEFAULT 'N' NOT NULL,
  "dormant_yn" char(1) DEFAULT 'N' NOT NULL,
  "pending_yn" char(1) DEFAULT 'N' NOT NULL,
  "pwd_chg_req_yn" char(1) DEFAULT 'N' NOT NULL,
  "allowed_regions" varchar(200),
  "second_factor" varchar(20) DEFAULT 'NONE' NOT NULL,
  "email" varchar(200),
  "mobile" varchar(20),${AUDIT}
)`,
  `CREATE TABLE "authorities" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "usr_id" varchar(50),
  "role_id" varchar(50),
  "authority" varchar(200) NOT NULL,${AUDIT},
  CONSTRAINT "authorities_grant_uq" UNIQUE NULLS NOT DISTINCT ("usr_id", "role_id", "authority")
)`,
  `CREATE INDEX "authorities_usr_idx" ON "authorities" ("usr_id")`,
  `CREATE INDEX "authorities_role_idx" ON "authorities" ("role_id")`,
  `CREATE TABLE "menus" (
  "mnu_id" varchar(50) PRIMARY KEY NOT NULL,
  "sys_cd" varchar(30) NOT NULL,
  "mnu_nm" varchar(200) NOT NULL,
  "upr_mnu_id" varchar(50),
  "mnu_step_no" integer DEFAULT 1 NOT NULL,
  "mnu_url" varchar(500),
  "pro_id_val" varchar(100),
  "icon_src" varchar(200),
  "dp_yn" char(1) DEFAULT 'Y' NOT NULL,
  "mnu_dvc_scop_cd" varchar(1),
  "auth_scop_cd" varchar(2),
  "ip_lmt_yn" char(1) DEFAULT 'N' NOT NULL,
  "ip_list" varchar(1000),
  "def_mnu_yn" char(1) DEFAULT 'N' NOT NULL,
  "srt_no" integer DEFAULT 0 NOT NULL,${AUDIT}
)`,
  `CREATE INDEX "menus_sys_idx" ON "menus" ("sys_cd", "srt_no")`,
  `CREATE TABLE "user_menus" (
  "usr_id" varchar(50) NOT NULL,
  "sys_cd" varchar(30) NOT NULL,
  "mnu_id" varchar(50) NOT NULL,
  "srt_no" integer DEFAULT 0 NOT NULL,
  "def_mnu_yn" char(1) DEFAULT 'N' NOT NULL,${AUDIT},
  CONSTRAINT "user_menus_usr_id_sys_cd_mnu_id_pk" PRIMARY KEY ("usr_id", "sys_cd", "mnu_id")
)`,
  `CREATE TABLE "common_codes" (
  "grp_cd" varchar(50) NOT NULL,
  "dtl_cd" varchar(50) NOT NULL,
  "cd_nm" varchar(200) NOT NULL,
  "srt_no" integer DEFAULT 0 NOT NULL,
  "use_yn" char(1) DEFAULT 'Y' NOT NULL,
  "lcls_cd" varchar(50),
  "lcls_nm" varchar(200),
  "mcls_nm" varchar(200),
  "rmk" varchar(1000),${AUDIT},
  CONSTRAINT "common_codes_grp_cd_dtl_cd_pk" PRIMARY KEY ("grp_cd", "dtl_cd")
)`,
  `CREATE TABLE "code_mapping_rules" (
  "rule_id" varchar(50) NOT NULL,
  "src_grp_cd" varchar(50) NOT NULL,
  "src_dtl_cd" varchar(50) NOT NULL,
  "tgt_grp_cd" varchar(50) NOT NULL,
  "tgt_dtl_cd" varchar(50) NOT NULL,${AUDIT},
  CONSTRAINT "code_mapping_rules_rule_id_src_grp_cd_src_dtl_cd_pk" PRIMARY KEY ("rule_id", "src_grp_cd", "src_dtl_cd")
)`,
  `CREATE TABLE "file_groups" (
  "file_grp_id" varchar(50) PRIMARY KEY NOT NULL,
  "file_grp_nm" varchar(200) NOT NULL,
  "accept" varchar(500),
  "max_size_bytes" bigint NOT NULL,${AUDIT}
)`,
  `CREATE TABLE "files" (
  "file_id" varchar(50) NOT NULL,
  "file_no" integer NOT NULL,
  "file_grp_id" varchar(50) NOT NULL,
  "org_file_nm" varchar(500) NOT NULL,
  "mime_type" varchar(200) NOT NULL,
  "size_bytes" bigint NOT NULL,
  "storage_path" varchar(1000) NOT NULL,${AUDIT},
  CONSTRAINT "files_file_id_file_no_pk" PRIMARY KEY ("file_id", "file_no")
)`,
  `CREATE TABLE "file_metas" (
  "file_id" varchar(50) NOT NULL,
  "file_no" integer NOT NULL,
  "meta_key" varchar(100) NOT NULL,
  "meta_value" text,${AUDIT},
  CONSTRAINT "file_metas_file_id_file_no_meta_key_pk" PRIMARY KEY ("file_id", "file_no", "meta_key")
)`,
  `CREATE TABLE "access_logs" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "usr_id" varchar(50),
  "sys_cd" varchar(30),
  "mnu_id" varchar(50),
  "mnu_url" varchar(500),
  "fnc_id" varchar(100),
  "pro_id_val" varchar(100),
  "tran_id" varchar(64),${AUDIT}
)`,
  `CREATE INDEX "access_logs_usr_idx" ON "access_logs" ("usr_id", "reg_dttm")`,
  `CREATE TABLE "login_sessions" (
  "session_id" varchar(64) PRIMARY KEY NOT NULL,
  "usr_id" varchar(50) NOT NULL,
  "proc_id" varchar(64) NOT NULL,
  "refresh_token_hash" varchar(64) NOT NULL,
  "status" varchar(20) DEFAULT 'ACTIVE' NOT NULL,
  "last_seen_dttm" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_dttm" timestamp with time zone NOT NULL,${AUDIT}
)`,
  `CREATE INDEX "login_sessions_usr_idx" ON "login_sessions" ("usr_id", "status")`,
  `CREATE TABLE "auth_keys" (
  "usr_id" varchar(50) PRIMARY KEY NOT NULL,
  "key_hash" varchar(64) NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "expires_dttm" timestamp with time zone NOT NULL,${AUDIT}
)`,
  `CREATE TABLE "approval_requests" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "usr_id" varchar(50) NOT NULL,
  "aprv_type_cd" varchar(2) NOT NULL,
  "status" varchar(20) DEFAULT 'REQUESTED' NOT NULL,
  "reason" varchar(1000),${AUDIT}
)`,
  `CREATE UNIQUE INDEX "approval_requests_open_uq" ON "approval_requests" ("usr_id", "aprv_type_cd") WHERE status = 'REQUESTED'`,
  `CREATE TABLE "app_props" (
  "sys_cd" varchar(30) PRIMARY KEY NOT NULL,
  "auth_approval_type" varchar(20) DEFAULT 'NONE' NOT NULL,
  "password_change_days" integer DEFAULT 90 NOT NULL,
  "maximum_login_fail_numbers" integer DEFAULT 5 NOT NULL,
  "can_update_user_password" boolean DEFAULT true NOT NULL,
  "project_prop" jsonb DEFAULT '{}'::jsonb NOT NULL,${AUDIT}
)`,
];

/** Every table, column, default and index of `schema.ts` as first released. */
export const m0001Init: Migration = { id: '0001_init', sql: statements.join(BREAK) };
