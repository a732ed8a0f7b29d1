import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Audit fields of spec section 3, on every record. They are stripped from what the client gets
 * (initial data, lists). Dates are timestamptz; user ids and IPs as text.
 */
const audit = {
  regDttm: timestamp('reg_dttm', { withTimezone: true }).notNull().defaultNow(),
  regUsrId: varchar('reg_usr_id', { length: 50 }).notNull().default('system'),
  regUsrIp: varchar('reg_usr_ip', { length: 45 }).notNull().default('127.0.0.1'),
  updDttm: timestamp('upd_dttm', { withTimezone: true }).notNull().defaultNow(),
  updUsrId: varchar('upd_usr_id', { length: 50 }).notNull().default('system'),
  updUsrIp: varchar('upd_usr_ip', { length: 45 }).notNull().default('127.0.0.1'),
};
export const AUDIT_FIELDS = ['regDttm', 'regUsrId', 'regUsrIp', 'updDttm', 'updUsrId', 'updUsrIp'] as const;

/** Staff accounts. Status flags drive the login outcomes of spec section 5. */
export const users = pgTable('users', {
  usrId: varchar('usr_id', { length: 50 }).primaryKey(),
  usrNm: varchar('usr_nm', { length: 100 }).notNull(),
  /** argon2id hash. */
  pwdHash: text('pwd_hash').notNull(),
  /** Role group the user belongs to (authorities may be granted to the role or the user). */
  roleId: varchar('role_id', { length: 50 }),
  /** ACTIVE | BLOCKED (FS06). */
  status: varchar('status', { length: 20 }).notNull().default('ACTIVE'),
  loginFailCnt: integer('login_fail_cnt').notNull().default(0),
  pwdChgDttm: timestamp('pwd_chg_dttm', { withTimezone: true }).notNull().defaultNow(),
  lockedYn: char('locked_yn', { length: 1 }).notNull().default('N'),
  expiredYn: char('expired_yn', { length: 1 }).notNull().default('N'),
  dormantYn: char('dormant_yn', { length: 1 }).notNull().default('N'),
  pendingYn: char('pending_yn', { length: 1 }).notNull().default('N'),
  /** Must change the password before using the console (FS08). */
  pwdChgReqYn: char('pwd_chg_req_yn', { length: 1 }).notNull().default('N'),
  /** Comma-separated countries/regions the account may connect from; empty for anywhere (FS04). */
  allowedRegions: varchar('allowed_regions', { length: 200 }),
  /** Second factor: NONE | KEY (an authentication key sent through the sender). */
  secondFactor: varchar('second_factor', { length: 20 }).notNull().default('NONE'),
  email: varchar('email', { length: 200 }),
  mobile: varchar('mobile', { length: 20 }),
  ...audit,
  /** When the account was locked (lockedYn Y); the lock lifts `auth.lock.minutes` later. */
  lockedDttm: timestamp('locked_dttm', { withTimezone: true }),
});

/** Authority strings `menuId:programId:functionId`, granted to a user or to a role. */
export const authorities = pgTable(
  'authorities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usrId: varchar('usr_id', { length: 50 }),
    roleId: varchar('role_id', { length: 50 }),
    authority: varchar('authority', { length: 200 }).notNull(),
    ...audit,
  },
  (t) => [
    index('authorities_usr_idx').on(t.usrId),
    index('authorities_role_idx').on(t.roleId),
    // One row per grant, so seeding (ON CONFLICT DO NOTHING) is idempotent even from two processes.
    unique('authorities_grant_uq').on(t.usrId, t.roleId, t.authority).nullsNotDistinct(),
  ],
);

/** Menus: every field of spec section 3. */
export const menus = pgTable(
  'menus',
  {
    mnuId: varchar('mnu_id', { length: 50 }).primaryKey(),
    sysCd: varchar('sys_cd', { length: 30 }).notNull(),
    mnuNm: varchar('mnu_nm', { length: 200 }).notNull(),
    uprMnuId: varchar('upr_mnu_id', { length: 50 }),
    mnuStepNo: integer('mnu_step_no').notNull().default(1),
    mnuUrl: varchar('mnu_url', { length: 500 }),
    proIdVal: varchar('pro_id_val', { length: 100 }),
    iconSrc: varchar('icon_src', { length: 200 }),
    dpYn: char('dp_yn', { length: 1 }).notNull().default('Y'),
    mnuDvcScopCd: varchar('mnu_dvc_scop_cd', { length: 1 }),
    authScopCd: varchar('auth_scop_cd', { length: 2 }),
    ipLmtYn: char('ip_lmt_yn', { length: 1 }).notNull().default('N'),
    ipList: varchar('ip_list', { length: 1000 }),
    defMnuYn: char('def_mnu_yn', { length: 1 }).notNull().default('N'),
    srtNo: integer('srt_no').notNull().default(0),
    ...audit,
  },
  (t) => [index('menus_sys_idx').on(t.sysCd, t.srtNo)],
);

/** Favourite menus per user (spec section 3, User menu). */
export const userMenus = pgTable(
  'user_menus',
  {
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    sysCd: varchar('sys_cd', { length: 30 }).notNull(),
    mnuId: varchar('mnu_id', { length: 50 }).notNull(),
    srtNo: integer('srt_no').notNull().default(0),
    defMnuYn: char('def_mnu_yn', { length: 1 }).notNull().default('N'),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.usrId, t.sysCd, t.mnuId] })],
);

/** Common codes; `dtlCd '*'` rows are group headers and are skipped by the client. */
export const commonCodes = pgTable(
  'common_codes',
  {
    grpCd: varchar('grp_cd', { length: 50 }).notNull(),
    dtlCd: varchar('dtl_cd', { length: 50 }).notNull(),
    cdNm: varchar('cd_nm', { length: 200 }).notNull(),
    srtNo: integer('srt_no').notNull().default(0),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    lclsCd: varchar('lcls_cd', { length: 50 }),
    lclsNm: varchar('lcls_nm', { length: 200 }),
    mclsNm: varchar('mcls_nm', { length: 200 }),
    rmk: varchar('rmk', { length: 1000 }),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.grpCd, t.dtlCd] })],
);

/** Code mapping rules: a code of one group mapped to a code of another. */
export const codeMappingRules = pgTable(
  'code_mapping_rules',
  {
    ruleId: varchar('rule_id', { length: 50 }).notNull(),
    srcGrpCd: varchar('src_grp_cd', { length: 50 }).notNull(),
    srcDtlCd: varchar('src_dtl_cd', { length: 50 }).notNull(),
    tgtGrpCd: varchar('tgt_grp_cd', { length: 50 }).notNull(),
    tgtDtlCd: varchar('tgt_dtl_cd', { length: 50 }).notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.srcGrpCd, t.srcDtlCd] })],
);

/** File groups: accept rules (extensions or wildcard mime types) and the maximum size. */
export const fileGroups = pgTable('file_groups', {
  fileGrpId: varchar('file_grp_id', { length: 50 }).primaryKey(),
  fileGrpNm: varchar('file_grp_nm', { length: 200 }).notNull(),
  /** Comma-separated accept rules, e.g. `.pdf,.png,image/*`; empty for any. */
  accept: varchar('accept', { length: 500 }),
  maxSizeBytes: bigint('max_size_bytes', { mode: 'number' }).notNull(),
  ...audit,
});

/** A stored file set (fileId) and its numbered files (fileNo). */
export const files = pgTable(
  'files',
  {
    fileId: varchar('file_id', { length: 50 }).notNull(),
    fileNo: integer('file_no').notNull(),
    fileGrpId: varchar('file_grp_id', { length: 50 }).notNull(),
    orgFileNm: varchar('org_file_nm', { length: 500 }).notNull(),
    mimeType: varchar('mime_type', { length: 200 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Where the bytes are, relative to the storage folder. */
    storagePath: varchar('storage_path', { length: 1000 }).notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.fileId, t.fileNo] })],
);

/** Metadata key/values of a file (read as `fileMetaDatas`). */
export const fileMetas = pgTable(
  'file_metas',
  {
    fileId: varchar('file_id', { length: 50 }).notNull(),
    fileNo: integer('file_no').notNull(),
    metaKey: varchar('meta_key', { length: 100 }).notNull(),
    metaValue: text('meta_value'),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.fileId, t.fileNo, t.metaKey] })],
);

/** Access history: menu access (fncId null) and function access. */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usrId: varchar('usr_id', { length: 50 }),
    sysCd: varchar('sys_cd', { length: 30 }),
    mnuId: varchar('mnu_id', { length: 50 }),
    mnuUrl: varchar('mnu_url', { length: 500 }),
    fncId: varchar('fnc_id', { length: 100 }),
    proIdVal: varchar('pro_id_val', { length: 100 }),
    tranId: varchar('tran_id', { length: 64 }),
    ...audit,
  },
  (t) => [index('access_logs_usr_idx').on(t.usrId, t.regDttm)],
);

/**
 * 개인정보 접속기록 (개인정보의 안전성 확보조치 기준 제8조): one row per call that carried personal data,
 * written by the server: who (account, IP), when, from which menu and function, the transaction id,
 * what was done (READ 조회, CREATE 입력, UPDATE 변경, DELETE 삭제, PRINT 출력, DOWNLOAD 다운로드,
 * UNMASK 원문조회), through what (`source`: the declared API or management call), whose data
 * (every subject the answer or the write carried, as a list in `personal_subject_sets`) and, for a download or an unmask,
 * the reason given.
 */
export const personalAccessLogs = pgTable(
  'personal_access_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accDttm: timestamp('acc_dttm', { withTimezone: true }).notNull().defaultNow(),
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    usrIp: varchar('usr_ip', { length: 45 }).notNull(),
    sysCd: varchar('sys_cd', { length: 30 }).notNull(),
    mnuId: varchar('mnu_id', { length: 50 }),
    fncId: varchar('fnc_id', { length: 100 }),
    tranId: varchar('tran_id', { length: 64 }),
    action: varchar('action', { length: 10 }).notNull(),
    source: varchar('source', { length: 200 }).notNull(),
    /** Whose data, in a record written before subject lists were kept apart (else empty). */
    subjectIds: text('subject_ids').array().notNull().default(sql`'{}'`),
    subjectCnt: integer('subject_cnt').notNull(),
    reasonCd: varchar('reason_cd', { length: 50 }),
    reason: varchar('reason', { length: 500 }),
    /**
     * The chain (C4), set by the database as the row is written (a trigger; what is sent is
     * replaced): the row's place, the hash of the row before it, and the SHA-256 of its content.
     */
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .$defaultFn(() => 0),
    prevHash: char('prev_hash', { length: 64 })
      .notNull()
      .$defaultFn(() => ''),
    rowHash: char('row_hash', { length: 64 })
      .notNull()
      .$defaultFn(() => ''),
    /** The outbox's id of the record: a replay after a crash writes none twice (no index: see 0012). */
    recId: uuid('rec_id'),
    /** Whose data: the hash of its list of subject ids in `personal_subject_sets`. */
    setHash: char('set_hash', { length: 64 }),
  },
  (t) => [
    index('personal_access_logs_at_idx').on(t.accDttm),
    index('personal_access_logs_usr_idx').on(t.usrId, t.accDttm),
    index('personal_access_logs_subject_idx').using('gin', t.subjectIds).where(sql`${t.setHash} is null`),
    uniqueIndex('personal_access_logs_seq_uq').on(t.seq),
    index('personal_access_logs_set_idx').on(t.setHash).where(sql`${t.setHash} is not null`),
  ],
);

/**
 * The data subjects of 개인정보 접속기록, each distinct list once (a list screen shows the same page
 * of people again and again), under the SHA-256 of its ids: a record names its list by that hash.
 * Append-only; a purge removes the lists no record names any more.
 */
export const personalSubjectSets = pgTable(
  'personal_subject_sets',
  {
    setHash: char('set_hash', { length: 64 }).primaryKey(),
    subjectIds: text('subject_ids').array().notNull(),
  },
  (t) => [index('personal_subject_sets_subject_idx').using('gin', t.subjectIds)],
);

/**
 * 월간 점검 (C3): the sign-off of one month's review of 개인정보 접속기록, by whom, when, with the
 * reviewer's note and the counts the review showed then. Append-only (a trigger refuses UPDATE and
 * DELETE): a month is signed once.
 */
export const privacyReviews = pgTable(
  'privacy_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sysCd: varchar('sys_cd', { length: 30 }).notNull(),
    /** `YYYY-MM`, Korean time. */
    month: char('month', { length: 7 }).notNull(),
    reviewer: varchar('reviewer', { length: 50 }).notNull(),
    note: varchar('note', { length: 2000 }).notNull(),
    recordCnt: integer('record_cnt').notNull(),
    flagCnt: integer('flag_cnt').notNull(),
    signedDttm: timestamp('signed_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_reviews_month_uq').on(t.sysCd, t.month)],
);

/**
 * The last hash of 개인정보 접속기록 at the end of each Korean day (written hourly for the days past):
 * what a verification compares the chain with, and what an export takes along to keep apart.
 */
export const auditAnchors = pgTable('audit_anchors', {
  day: date('day', { mode: 'string' }).primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastHash: char('last_hash', { length: 64 }).notNull(),
  rowCount: integer('row_count').notNull(),
  regDttm: timestamp('reg_dttm', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Interface calls the browser logged: one row per call and user, its request and
 * response records merged by transaction id (either may come first, or alone). No payloads. Rows
 * older than `interfaces.apiLogging.keepDays` are deleted by the server's hourly prune.
 */
export const interfaceLogs = pgTable(
  'interface_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tranId: varchar('tran_id', { length: 64 }).notNull(),
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    sysCd: varchar('sys_cd', { length: 30 }).notNull(),
    ifId: varchar('if_id', { length: 100 }).notNull(),
    ifVer: varchar('if_ver', { length: 20 }).notNull(),
    direction: varchar('direction', { length: 8 }).notNull(),
    ifType: varchar('if_type', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }),
    durationMs: integer('duration_ms'),
    reqDttm: timestamp('req_dttm', { withTimezone: true }),
    resDttm: timestamp('res_dttm', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    uniqueIndex('interface_logs_tran_uq').on(t.usrId, t.tranId),
    index('interface_logs_reg_idx').on(t.regDttm),
  ],
);

/**
 * Login sessions: one per successful login. The newest live session of a user wins; older ones
 * answer FS01 at the duplicate check. Shared by every server process on the same database.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    sessionId: varchar('session_id', { length: 64 }).primaryKey(),
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    procId: varchar('proc_id', { length: 64 }).notNull(),
    /** SHA-256 of the refresh token (the token itself is never stored). */
    refreshTokenHash: varchar('refresh_token_hash', { length: 64 }).notNull(),
    /** ACTIVE | REPLACED | LOGGED_OUT | EXPIRED */
    status: varchar('status', { length: 20 }).notNull().default('ACTIVE'),
    lastSeenDttm: timestamp('last_seen_dttm', { withTimezone: true }).notNull().defaultNow(),
    expiresDttm: timestamp('expires_dttm', { withTimezone: true }).notNull(),
    ...audit,
  },
  (t) => [index('login_sessions_usr_idx').on(t.usrId, t.status)],
);

/** Second-step authentication keys (login-complete), short-lived. */
export const authKeys = pgTable('auth_keys', {
  usrId: varchar('usr_id', { length: 50 }).primaryKey(),
  keyHash: varchar('key_hash', { length: 64 }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresDttm: timestamp('expires_dttm', { withTimezone: true }).notNull(),
  ...audit,
});

/** Approval requests: 01 account unlock, 02 password reset, 03 dormancy release. */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    aprvTypeCd: varchar('aprv_type_cd', { length: 2 }).notNull(),
    /** REQUESTED | APPROVED | REJECTED */
    status: varchar('status', { length: 20 }).notNull().default('REQUESTED'),
    reason: varchar('reason', { length: 1000 }),
    ...audit,
    /** Why an administrator rejected it (REJECTED). */
    prcsRsn: varchar('prcs_rsn', { length: 1000 }),
    /** Who decided it, and when. */
    prcsUsrId: varchar('prcs_usr_id', { length: 50 }),
    prcsDttm: timestamp('prcs_dttm', { withTimezone: true }),
    /** Whether the requester has been told the decision (at their next login attempt). */
    notifiedYn: char('notified_yn', { length: 1 }).notNull().default('N'),
    /** 04 대량 다운로드: which download (a hash of the API and its parameters), of how many subjects. */
    aprvKey: varchar('aprv_key', { length: 64 }),
    subjectCnt: integer('subject_cnt'),
    /** 04: when the approved download was made (an approval makes one file). */
    usedDttm: timestamp('used_dttm', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_requests_open_uq').on(t.usrId, t.aprvTypeCd).where(sql`status = 'REQUESTED'`),
    // Every login with the right password asks for the user's decisions not yet told (approvalOutcome.ts).
    index('approval_requests_untold_idx').on(t.usrId).where(sql`notified_yn = 'N'`),
  ],
);

/** Roles (authority groups): users hold one (`users.roleId`); authorities are granted to them. */
export const roles = pgTable('roles', {
  roleId: varchar('role_id', { length: 50 }).primaryKey(),
  roleNm: varchar('role_nm', { length: 100 }).notNull(),
  roleDesc: varchar('role_desc', { length: 500 }),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  srtNo: integer('srt_no').notNull().default(0),
  ...audit,
});

/** Every login attempt: who, with which result code (0000 or FSxx/FMxx), from where, with what. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    sysCd: varchar('sys_cd', { length: 30 }),
    resCd: varchar('res_cd', { length: 10 }).notNull(),
    succYn: char('succ_yn', { length: 1 }).notNull(),
    ip: varchar('ip', { length: 45 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }),
    loginDttm: timestamp('login_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_history_dttm_idx').on(t.loginDttm),
    index('login_history_usr_idx').on(t.usrId, t.loginDttm),
  ],
);

/** The administrators' writes (users, roles, codes, approvals, properties): who, from where, before and after. */
export const adminAuditLogs = pgTable(
  'admin_audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    usrIp: varchar('usr_ip', { length: 45 }).notNull(),
    /** The route's name: `user.add`, `role.grants`, … */
    actCd: varchar('act_cd', { length: 50 }).notNull(),
    /** What it changed: a user id, a role id, `grpCd:dtlCd`, … */
    trgtId: varchar('trgt_id', { length: 200 }).notNull(),
    beforeVal: jsonb('before_val'),
    afterVal: jsonb('after_val'),
    regDttm: timestamp('reg_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_logs_dttm_idx').on(t.regDttm)],
);

/** Server app properties (spec section 3), one row per system. */
export const appProps = pgTable('app_props', {
  sysCd: varchar('sys_cd', { length: 30 }).primaryKey(),
  /** NONE means no approval flow. */
  authApprovalType: varchar('auth_approval_type', { length: 20 }).notNull().default('NONE'),
  passwordChangeDays: integer('password_change_days').notNull().default(90),
  maximumLoginFailNumbers: integer('maximum_login_fail_numbers').notNull().default(5),
  canUpdateUserPassword: boolean('can_update_user_password').notNull().default(true),
  /** Project properties handed to the client as `projectProp`. */
  projectProp: jsonb('project_prop').notNull().default({}),
  ...audit,
});

/**
 * Server-only signing keys (tokens, duplicate-check values, second-step key hashes, identity
 * assertions), when `CONSOLE_SECRET_KEY` is not set: generated at first start and shared by every
 * instance on the database. The newest live key signs; a retired one keeps verifying until the
 * refresh lifetime has passed (`console secret rotate`).
 */
export const serverKeys = pgTable('server_keys', {
  kid: varchar('kid', { length: 32 }).primaryKey(),
  /** 256 random bits, base64url. */
  secret: text('secret').notNull(),
  /** Set when a newer key took over signing. */
  retiredDttm: timestamp('retired_dttm', { withTimezone: true }),
  ...audit,
});

/**
 * Events the rate limits count (a failed credential check per user, per address and in the global
 * budget; an id check per address), one row each, so every instance on the database sees the same
 * sliding windows. Rows older than the longest window are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: varchar('bucket', { length: 20 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_key_idx').on(t.bucket, t.key, t.at), index('rate_limits_at_idx').on(t.at)],
);

/** Transaction ids of secured calls seen in the last minute: a replayed call is refused. */
export const seenTransactions = pgTable(
  'seen_transactions',
  {
    tranId: varchar('tran_id', { length: 64 }).primaryKey(),
    seenDttm: timestamp('seen_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seen_transactions_seen_idx').on(t.seenDttm)],
);

/**
 * The owner of a file set (fileId): the uploader, and the menu it was uploaded from. Only the owner,
 * or a caller with authority for that menu, reads the set or appends to it.
 */
export const fileSets = pgTable(
  'file_sets',
  {
    fileId: varchar('file_id', { length: 50 }).primaryKey(),
    ownerUsrId: varchar('owner_usr_id', { length: 50 }).notNull(),
    /** Menu (Menu-Id) the set was uploaded from; null when none was sent. */
    mnuId: varchar('mnu_id', { length: 50 }),
    ...audit,
    /** When a saved record took the set (a declared API's `files` parameter); null: swept when stale. */
    boundDttm: timestamp('bound_dttm', { withTimezone: true }),
  },
  (t) => [index('file_sets_unbound_idx').on(t.regDttm).where(sql`${t.boundDttm} IS NULL`)],
);

/**
 * The event stream's events: a session that ended, changed initial data, a new build,
 * an administrator's notice. Kept an hour so a client reconnecting to any instance resumes after
 * its last event id; the insert trigger announces each with `pg_notify('console_events', …)`.
 */
export const consoleEvents = pgTable(
  'console_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `session` | `initial-data` | `build` | `notice` */
    type: varchar('type', { length: 30 }).notNull(),
    /** For one user's sessions; null with `sessionId` null: for everyone. */
    usrId: varchar('usr_id', { length: 50 }),
    /** For one session. */
    sessionId: varchar('session_id', { length: 64 }),
    data: jsonb('data').notNull().default({}),
    regDttm: timestamp('reg_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('console_events_reg_idx').on(t.regDttm)],
);

/**
 * 엑셀 일괄 등록: one row per uploaded file, kept as the record of the import (who, which file,
 * from which menu into which API, how many rows were valid, invalid and sent). A job is used by
 * its own user only; its staged rows are in `import_batches` until it is done or a day old.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    jobId: uuid('job_id').primaryKey(),
    sysCd: varchar('sys_cd', { length: 30 }).notNull(),
    usrId: varchar('usr_id', { length: 50 }).notNull(),
    usrIp: varchar('usr_ip', { length: 50 }),
    mnuId: varchar('mnu_id', { length: 50 }).notNull(),
    apiNm: varchar('api_nm', { length: 200 }).notNull(),
    importId: varchar('import_id', { length: 100 }).notNull(),
    fileNm: varchar('file_nm', { length: 255 }).notNull(),
    totalCnt: integer('total_cnt').notNull(),
    validCnt: integer('valid_cnt').notNull(),
    invalidCnt: integer('invalid_cnt').notNull(),
    batchCnt: integer('batch_cnt').notNull(),
    /** Rows the API took, and rows of batches it refused. */
    doneCnt: integer('done_cnt').notNull().default(0),
    failedCnt: integer('failed_cnt').notNull().default(0),
    /** `CHECKED` (previewed), `DONE` (every batch sent), `EXPIRED` (staged rows swept unsent). */
    status: varchar('status', { length: 10 }).notNull(),
    regDttm: timestamp('reg_dttm', { withTimezone: true }).notNull().defaultNow(),
    updDttm: timestamp('upd_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_jobs_usr_idx').on(t.usrId, t.regDttm)],
);

/**
 * The rows of an import job, staged between the preview and the commit in batches: `V` batches of
 * valid rows (what is sent, one call each, never more than once), `E` pages of rows in error (the
 * preview and the error file). `rows` is JSON text.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.jobId, { onDelete: 'cascade' }),
    kind: char('kind', { length: 1 }).notNull(),
    batchNo: integer('batch_no').notNull(),
    firstLine: integer('first_line').notNull(),
    lastLine: integer('last_line').notNull(),
    rowCnt: integer('row_cnt').notNull(),
    rows: text('rows').notNull(),
    /** `PENDING`, `SENDING` (taken by one request), `DONE` or `FAILED`. */
    state: varchar('state', { length: 10 }).notNull().default('PENDING'),
    message: varchar('message', { length: 1000 }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.kind, t.batchNo] })],
);
