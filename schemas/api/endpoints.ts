import type { MaskingType } from '../../runtime/core/mask/index.ts';
import { FUNCTIONS, MANAGEMENT_PROGRAMS } from './programs.ts';

/** Staff accounts' personal data in the answers of 사용자 관리: whose, and the masks. */
const STAFF_PERSONAL = { subject: 'usrId', fields: { email: 'EMAIL', mobile: 'PHONE' } } as const;

/**
 * Where and how a route of the management API is called: the half of the route table without zod,
 * so the browser can take URLs from it without carrying zod (its schemas are `routes.ts`).
 */
export interface ApiEndpoint {
  readonly method: 'GET' | 'POST';
  /** Full URL, `:name` for a path parameter. For `urlSetting` routes: the setting's default. */
  readonly url: string;
  /** The config key that moves the route (`management.initialDataUrl`, `auth.duplication.path`). */
  readonly urlSetting?: string;
  /** One line for the README and the manifest JSON Schema. */
  readonly doc: string;
  /** No login needed. Default false: a valid session's token. */
  readonly public?: boolean;
  /**
   * Query and body travel as the one encrypted `__usp` query parameter (spec section 7); the server
   * decrypts it before validating the payload with the route's `query`/`body` schemas. Default false.
   */
  readonly secured?: boolean;
  /**
   * The management program (`proIdVal`) the route belongs to and, for a write, the function it
   * needs: the `Menu-Id` menu must be a menu of that program the caller holds. Default: not bound.
   */
  readonly program?: { readonly id: string; readonly fn?: string };
  /**
   * The personal data of the answer (its rows' when it has `manifest.rows`), declared once as on a
   * declared API: the server masks these fields and records the subjects (개인정보 접속기록).
   */
  readonly personal?: {
    readonly subject: string;
    readonly fields: Readonly<Record<string, MaskingType>>;
  };
  /** Screen manifests may bind the route by name (`source: { api: menu.list }`). */
  readonly manifest?: {
    /** Where the rows are in the answer's `body`: a key, or absent when `body` is the list itself. */
    readonly rows?: string;
    /**
     * Where the count of every match is in the answer's `body`: the route pages on the server, and
     * a grid sends `page`, `size` and `sort` (a column key, `-key` descending).
     */
    readonly total?: string;
    /**
     * A route at `<url>/export` writes the whole search to a file (a grid's `export` with `scope:
     * all`); it takes the grid's columns, file name and format, and the search as `params`.
     */
    readonly exportable?: true;
    /** Parameters the runtime fills when the manifest does not: the user's id, the system code. */
    readonly fill?: { readonly usrId?: true; readonly sysCd?: true };
    /** Its export carries personal data: the screen asks a reason (PRIVACY_REASON) first. */
    readonly exportReason?: true;
    /**
     * Answered only to a user who may open a menu of this program (the server checks it): a screen
     * of any other user does not call it at all (a dashboard figure is left out, with no refused
     * call in the browser's log).
     */
    readonly readableWith?: string;
  };
}

const menuProgram = MANAGEMENT_PROGRAMS.menu;
const userProgram = MANAGEMENT_PROGRAMS.user;
const interfaceProgram = MANAGEMENT_PROGRAMS.interface;
const roleProgram = MANAGEMENT_PROGRAMS.role;
const historyProgram = MANAGEMENT_PROGRAMS.history;
const configProgram = MANAGEMENT_PROGRAMS.config;
const approvalProgram = MANAGEMENT_PROGRAMS.approval;
const codeProgram = MANAGEMENT_PROGRAMS.code;
const privacyProgram = MANAGEMENT_PROGRAMS.privacy;
const privacyReviewProgram = MANAGEMENT_PROGRAMS.privacyReview;

/**
 * Every route of the management API (spec section 7) by name: method, URL, login, secured channel,
 * program and function binding. `routes.ts` joins each with its request and answer schemas
 * (`API_ROUTES`, what the server registers); the client calls these URLs; the manifest API
 * catalogue (`catalogue.ts`) is the routes marked `manifest`, in this order.
 */
export const API_ENDPOINTS = {
  // ---- /api/system: menus (SYSTEM_MENU program) -------------------------------------------------
  'menu.list': {
    method: 'POST',
    url: '/api/system/menu/list',
    program: { id: menuProgram },
    manifest: {},
    doc: 'menus (filters sysCd, mnuNm contained, uprMnuId, dpYn); the screen must be a SYSTEM_MENU program menu the user holds',
  },
  'menu.folders': {
    method: 'POST',
    url: '/api/system/menu/folders',
    program: { id: menuProgram },
    manifest: {},
    doc: "the system's folders (menus without URL) in tree order, each labelled indented by its depth, for 상위 메뉴 pickers",
  },
  'menu.roles': {
    method: 'POST',
    url: '/api/system/menu/roles',
    program: { id: menuProgram },
    manifest: {},
    doc: 'the roles a new menu may be given (roleId, roleNm; in use, in order)',
  },
  'menu.get': {
    method: 'GET',
    url: '/api/system/menu/:id',
    program: { id: menuProgram },
    manifest: {},
    doc: 'one menu by id (params: id, the path parameter)',
  },
  'menu.add': {
    method: 'POST',
    url: '/api/system/menu',
    program: { id: menuProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'add a menu; SAVE on the SYSTEM_MENU screen menu',
  },
  'menu.edit': {
    method: 'POST',
    url: '/api/system/menu/edit',
    program: { id: menuProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'edit a menu (mnuId and the fields to change); SAVE on the SYSTEM_MENU screen menu',
  },
  'menu.batch': {
    method: 'POST',
    url: '/api/system/menu/batch',
    program: { id: menuProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'add or edit 1-1000 menus in one transaction (menus); SAVE on the SYSTEM_MENU screen menu',
  },
  'menu.remove': {
    method: 'POST',
    url: '/api/system/menu/remove',
    program: { id: menuProgram, fn: FUNCTIONS.delete },
    manifest: {},
    doc: 'remove a menu (mnuId); DELETE on the SYSTEM_MENU screen menu',
  },
  // ---- /api/system: user administration (SYSTEM_USER program) ---------------------------------
  'user.locked': {
    method: 'POST',
    url: '/api/system/user/locked',
    program: { id: userProgram },
    manifest: {},
    doc: 'locked accounts (usrId, usrNm, loginFailCnt, lockedDttm); the screen must be a SYSTEM_USER program menu',
  },
  'user.unlock': {
    method: 'POST',
    url: '/api/system/user/unlock',
    program: { id: userProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'unlock an account (usrId); SAVE on the SYSTEM_USER screen menu',
  },
  'user.search': {
    method: 'POST',
    url: '/api/system/user/search',
    program: { id: userProgram },
    manifest: { rows: 'list', total: 'totalCount' },
    personal: STAFF_PERSONAL,
    doc: 'accounts one page at a time (filters usrId and usrNm contained, roleId, status ACTIVE/BLOCKED/DORMANT/LOCKED; page, size, sort), e-mail and mobile masked by the server and the accounts shown recorded; the screen must be a SYSTEM_USER program menu',
  },
  'user.roles': {
    method: 'POST',
    url: '/api/system/user/roles',
    program: { id: userProgram },
    manifest: {},
    doc: "the roles an account may be given (roleId, roleNm; in use, in order), for 사용자 관리's role selects; the screen must be a SYSTEM_USER program menu",
  },
  'user.get': {
    method: 'GET',
    url: '/api/system/user/:usrId',
    program: { id: userProgram },
    manifest: {},
    personal: STAFF_PERSONAL,
    doc: 'one account by id (params: usrId, the path parameter); e-mail and mobile in the clear only for a caller holding SAVE on the SYSTEM_USER menu (to edit them), masked otherwise; recorded',
  },
  'user.add': {
    method: 'POST',
    url: '/api/system/user',
    program: { id: userProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'add an account (usrId, usrNm, roleId, email, mobile, allowedRegions, secondFactor; password or a one-time password answered once); it must change the password at first login; SAVE',
  },
  'user.edit': {
    method: 'POST',
    url: '/api/system/user/edit',
    program: { id: userProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'edit an account (usrId and the fields to change: usrNm, roleId, state ACTIVE/BLOCKED/DORMANT, email, mobile, allowedRegions, secondFactor); a blocked or dormant account is logged out at once; SAVE',
  },
  'user.resetPassword': {
    method: 'POST',
    url: '/api/system/user/reset-password',
    program: { id: userProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'give an account a new one-time password (password, or made by the server and answered once); its sessions end and it must change the password at the next login; SAVE',
  },
  // ---- /api/system: roles and their grants (SYSTEM_ROLE program) --------------------------------
  'role.list': {
    method: 'POST',
    url: '/api/system/role/list',
    program: { id: roleProgram },
    manifest: {},
    doc: 'every role (roleId, roleNm, roleDesc, useYn, srtNo, userCount), in order; the screen must be a SYSTEM_ROLE program menu',
  },
  'role.add': {
    method: 'POST',
    url: '/api/system/role',
    program: { id: roleProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'add a role (roleId, roleNm, roleDesc, useYn, srtNo); it grants nothing until its grants are saved; SAVE',
  },
  'role.edit': {
    method: 'POST',
    url: '/api/system/role/edit',
    program: { id: roleProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'edit a role (roleId and the fields to change: roleNm, roleDesc, useYn, srtNo); SAVE',
  },
  'role.remove': {
    method: 'POST',
    url: '/api/system/role/remove',
    program: { id: roleProgram, fn: FUNCTIONS.delete },
    manifest: {},
    doc: 'remove a role no account holds, with its grants (roleId); DELETE',
  },
  'role.grants': {
    method: 'GET',
    url: '/api/system/role/:roleId/grants',
    program: { id: roleProgram },
    manifest: {},
    doc: "a role's grants: every menu of the system in tree order with the functions its screen uses, and which the role holds (params: roleId)",
  },
  'role.saveGrants': {
    method: 'POST',
    url: '/api/system/role/grants',
    program: { id: roleProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: "replace a role's grants on the system's menus in one call (roleId, grants: the tokens role.grants answers, mnuId or mnuId:FUNCTION); every open console of the role follows at once; SAVE",
  },
  // ---- /api/system: login and access history (SYSTEM_HISTORY program) ---------------------------
  'history.login': {
    method: 'POST',
    url: '/api/system/history/login',
    program: { id: historyProgram },
    manifest: { rows: 'list', total: 'totalCount', exportable: true },
    doc: 'login attempts, newest first, one page at a time (filters period, usrId contained, resCd, succYn, ip contained; page, size, sort); export: every page to a file (EXCEL); the screen must be a SYSTEM_HISTORY program menu',
  },
  'history.loginExport': {
    method: 'POST',
    url: '/api/system/history/login/export',
    program: { id: historyProgram, fn: FUNCTIONS.excel },
    doc: 'the whole login-history search written to a file (fileName, format, columns, params); EXCEL',
  },
  'history.access': {
    method: 'POST',
    url: '/api/system/history/access',
    program: { id: historyProgram },
    manifest: { rows: 'list', total: 'totalCount', exportable: true },
    doc: 'menus opened and functions used, newest first, one page at a time (filters period, usrId contained, mnuId, kind MENU/FUNCTION; page, size, sort); export: every page to a file (EXCEL); the screen must be a SYSTEM_HISTORY program menu',
  },
  'history.accessExport': {
    method: 'POST',
    url: '/api/system/history/access/export',
    program: { id: historyProgram, fn: FUNCTIONS.excel },
    doc: 'the whole access-history search written to a file (fileName, format, columns, params); EXCEL',
  },
  'history.authority': {
    method: 'POST',
    url: '/api/system/history/authority',
    program: { id: historyProgram },
    manifest: { rows: 'list', total: 'totalCount', exportable: true },
    doc: '권한 변경 이력, newest first (period, usrId, trgtId, actCd; paged); exportable (EXCEL); SYSTEM_HISTORY',
  },
  'history.authorityExport': {
    method: 'POST',
    url: '/api/system/history/authority/export',
    program: { id: historyProgram, fn: FUNCTIONS.excel },
    doc: 'the whole 권한 변경 이력 search to a file; EXCEL',
  },
  // ---- /api/system: 개인정보 접속기록 (SYSTEM_PRIVACY program) ----------------------------------------
  'privacy.access': {
    method: 'POST',
    url: '/api/system/privacy/access',
    program: { id: privacyProgram },
    manifest: { rows: 'list', total: 'totalCount', exportable: true, exportReason: true },
    doc: '개인정보 접속기록, newest first (period, usrId, subject, action; paged); exportable with a reason (EXCEL); SYSTEM_PRIVACY',
  },
  'privacy.accessExport': {
    method: 'POST',
    url: '/api/system/privacy/access/export',
    program: { id: privacyProgram, fn: FUNCTIONS.excel },
    doc: 'the whole 개인정보 접속기록 search to a file, with a reason; EXCEL; itself recorded',
  },
  'privacy.subject': {
    method: 'POST',
    url: '/api/system/privacy/subject',
    program: { id: privacyProgram },
    manifest: { rows: 'list', total: 'totalCount', exportable: true, exportReason: true },
    doc: "정보주체 조회: everything done to one subject's data over the retention window, newest first (subject required; period, action; paged); exportable with a reason (EXCEL); SYSTEM_PRIVACY",
  },
  'privacy.subjectExport': {
    method: 'POST',
    url: '/api/system/privacy/subject/export',
    program: { id: privacyProgram, fn: FUNCTIONS.excel },
    doc: "one subject's records to a file, with a reason; EXCEL; itself recorded (다운로드 of that subject)",
  },
  // ---- /api/system: 월간 점검 (SYSTEM_PRIVACY_REVIEW program) ------------------------------------------
  'privacy.reviewMonths': {
    method: 'POST',
    url: '/api/system/privacy/review/months',
    program: { id: privacyReviewProgram },
    manifest: { rows: 'list' },
    doc: '월간 점검: the months of the retention window, newest first, with their record count and sign-off (reviewer, note, time); SYSTEM_PRIVACY_REVIEW',
  },
  'privacy.reviewFlags': {
    method: 'POST',
    url: '/api/system/privacy/review/flags',
    program: { id: privacyReviewProgram },
    manifest: { rows: 'list', total: 'totalCount', exportable: true },
    doc: "월간 점검: one month's flags computed from the records (bulk views, downloads and their reasons, off-hours access, unmask spikes, new IPs, blocked or deleted accounts; month, kind; paged); exportable as the review report (EXCEL)",
  },
  'privacy.reviewFlagsExport': {
    method: 'POST',
    url: '/api/system/privacy/review/flags/export',
    program: { id: privacyReviewProgram, fn: FUNCTIONS.excel },
    doc: "the review report: a month's flags to a file, with the month's sign-off in its closing lines; EXCEL",
  },
  'privacy.reviewSign': {
    method: 'POST',
    url: '/api/system/privacy/review/sign',
    program: { id: privacyReviewProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: '월간 점검: sign a month that is over (month, note), once; SAVE',
  },
  // ---- /api/system: app properties (SYSTEM_CONFIG program) ---------------------------------------
  'props.get': {
    method: 'GET',
    url: '/api/system/props',
    program: { id: configProgram },
    manifest: {},
    doc: "the system's app properties (authApprovalType, passwordChangeDays, maximumLoginFailNumbers, canUpdateUserPassword); the screen must be a SYSTEM_CONFIG program menu",
  },
  'props.save': {
    method: 'POST',
    url: '/api/system/props',
    program: { id: configProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'change app properties (the fields to change); they hold from the next call on every instance, and every open console reads them again; SAVE',
  },
  // ---- /api/system: approval requests (SYSTEM_APPROVAL program) ---------------------------------
  'approval.list': {
    method: 'POST',
    url: '/api/system/approval/list',
    program: { id: approvalProgram },
    manifest: { rows: 'list', total: 'totalCount' },
    doc: 'approval requests (01 unlock, 02 password reset, 03 dormancy release, 04 a large download of personal data), open ones first, newest first, one page at a time (filters status, aprvTypeCd, usrId contained); the screen must be a SYSTEM_APPROVAL program menu',
  },
  'approval.pending': {
    method: 'GET',
    url: '/api/system/approval/pending',
    manifest: { readableWith: approvalProgram },
    doc: 'how many approval requests are open (count), for a dashboard; answered from any screen, but only to a user who may open a SYSTEM_APPROVAL program menu (403 otherwise)',
  },
  'approval.approve': {
    method: 'POST',
    url: '/api/system/approval/approve',
    program: { id: approvalProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'carry out an open request (id): 01 unlocks the account, 02 gives it a one-time password (answered once), 03 makes it active (the requester is told at the next login); 04 lets that download be made once within 24 hours, never approved by its requester; SAVE',
  },
  'approval.reject': {
    method: 'POST',
    url: '/api/system/approval/reject',
    program: { id: approvalProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'refuse an open request with a reason (id, prcsRsn), which the requester reads at the next login; SAVE',
  },
  // ---- /api/system: common codes (SYSTEM_CODE program) ------------------------------------------
  'code.groups': {
    method: 'POST',
    url: '/api/system/code/groups',
    program: { id: codeProgram },
    manifest: {},
    doc: 'the code groups (grpCd, grpNm, lclsNm, mclsNm, useYn, rmk, codeCount; filter keyword in code or name); the screen must be a SYSTEM_CODE program menu',
  },
  'code.saveGroup': {
    method: 'POST',
    url: '/api/system/code/group',
    program: { id: codeProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'add or edit a code group (grpCd, grpNm, lclsNm, mclsNm, useYn, rmk); SAVE',
  },
  'code.list': {
    method: 'POST',
    url: '/api/system/code/list',
    program: { id: codeProgram },
    manifest: {},
    doc: 'the codes of a group in order (grpCd)',
  },
  'code.save': {
    method: 'POST',
    url: '/api/system/code',
    program: { id: codeProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'add or edit a code of a group (grpCd, dtlCd, cdNm, srtNo, useYn, rmk); every select bound to the group follows at once; SAVE',
  },
  'code.batch': {
    method: 'POST',
    url: '/api/system/code/batch',
    program: { id: codeProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'add or edit 1-1000 codes (codes) in one transaction; 공통코드 일괄 등록; SAVE',
  },
  'code.remove': {
    method: 'POST',
    url: '/api/system/code/remove',
    program: { id: codeProgram, fn: FUNCTIONS.delete },
    manifest: {},
    doc: 'remove a code (grpCd, dtlCd), or a group without codes (dtlCd *); DELETE',
  },
  // ---- /api/system: favourite menus (logged in) -------------------------------------------------
  'usermenu.list': {
    method: 'POST',
    url: '/api/system/usermenu/list',
    manifest: { fill: { sysCd: true, usrId: true } },
    doc: "the user's favourite menus, in order",
  },
  'usermenu.recent': {
    method: 'GET',
    url: '/api/system/usermenu/recent',
    manifest: { rows: 'list' },
    doc: "the caller's five latest menus (mnuId, mnuNm, mnuUrl, lastDttm), the newest first, from the access history: only displayed pages the caller may still open, the main page left out",
  },
  'usermenu.add': {
    method: 'POST',
    url: '/api/system/usermenu',
    manifest: { fill: { sysCd: true } },
    doc: 'add a favourite (mnuId)',
  },
  'usermenu.remove': {
    method: 'POST',
    url: '/api/system/usermenu/remove',
    manifest: { fill: { sysCd: true } },
    doc: 'remove a favourite (mnuId)',
  },
  'usermenu.edit': {
    method: 'POST',
    url: '/api/system/usermenu/edit',
    doc: 'the full new order of the favourites (mnuIds)',
  },
  'usermenu.def': {
    method: 'POST',
    url: '/api/system/usermenu/def',
    manifest: { fill: { sysCd: true } },
    doc: 'make a favourite the default menu (mnuId)',
  },
  // ---- /api/system: access history (logged in) and the initial data (public) -------------------
  'menu.access': {
    method: 'POST',
    url: '/api/system/menu/access',
    doc: 'a menu was opened (mnuId, mnuUrl)',
  },
  'menu.accessFunction': {
    method: 'POST',
    url: '/api/system/menu/access/function',
    doc: 'a function of the current menu was used (mnuId, fncId)',
  },
  'system.initialData': {
    method: 'POST',
    url: '/api/system/initial-data',
    urlSetting: 'management.initialDataUrl',
    public: true,
    doc: 'common codes, code mapping rules, menus, file groups, app and project properties',
  },
  // ---- /api/interface: interface logging (logged in) and its history (SYSTEM_INTERFACE program) --
  'interfaceLog.request': {
    method: 'POST',
    url: '/api/interface/log/request',
    urlSetting: 'interfaces.apiLogging.requestUrl',
    doc: 'a bridge or declared-API call began (tranId, ifId, version, direction, type, time); served only when the setting is set',
  },
  'interfaceLog.response': {
    method: 'POST',
    url: '/api/interface/log/response',
    urlSetting: 'interfaces.apiLogging.responseUrl',
    doc: 'that call ended (the same fields, status, durationMs); served only when the setting is set',
  },
  'interfaceLog.list': {
    method: 'POST',
    url: '/api/interface/log/list',
    program: { id: interfaceProgram },
    manifest: {},
    doc: 'logged interface calls, newest first, at most 1000 (filters period, ifId, direction, type, status, usrId); the screen must be a SYSTEM_INTERFACE program menu',
  },
  // ---- /api/authentication ------------------------------------------------------------------------
  'auth.login': {
    method: 'POST',
    url: '/api/authentication/login',
    public: true,
    secured: true,
    doc: 'log in (userId, userPw)',
  },
  'auth.loginComplete': {
    method: 'POST',
    url: '/api/authentication/login-complete',
    public: true,
    secured: true,
    doc: 'the second step of a login (userId, authenticationKey)',
  },
  'auth.logout': {
    method: 'POST',
    url: '/api/authentication/logout',
    doc: "end the caller's session",
  },
  'auth.session': {
    method: 'GET',
    url: '/api/authentication/session',
    doc: "the caller's user and authorities as they are now (a page load refreshes the login's)",
  },
  'auth.me': {
    method: 'GET',
    url: '/api/authentication/me',
    doc: "the caller's own account for 내 정보: name, role, masked contacts, password age, the previous login and failed attempts since",
  },
  'auth.editPassword': {
    method: 'POST',
    url: '/api/authentication/edit-password',
    public: true,
    secured: true,
    manifest: { fill: { usrId: true } },
    doc: 'change the password (oldPwd, newPwd)',
  },
  'auth.validateId': {
    method: 'GET',
    url: '/api/authentication/validate/id',
    public: true,
    secured: true,
    manifest: {},
    doc: 'whether a new user id follows the rule and is free (userId)',
  },
  'auth.validatePassword': {
    method: 'GET',
    url: '/api/authentication/validate/password',
    public: true,
    doc: 'the first password rule a candidate breaks (password, oldPassword, userId)',
  },
  'auth.approval': {
    method: 'POST',
    url: '/api/authentication/approval',
    public: true,
    secured: true,
    doc: 'ask an administrator to unlock (01), reset the password (02) or release dormancy (03)',
  },
  'auth.duplicateCheck': {
    method: 'GET',
    url: '/api/auth-ws',
    urlSetting: 'auth.duplication.path',
    public: true,
    doc: 'whether the session is still the live one (k)',
  },
  // ---- /api/file (logged in) ----------------------------------------------------------------------
  'file.upload': {
    method: 'POST',
    url: '/api/file/upload',
    doc: 'upload files (multipart: fileGrpId, fileId?, files)',
  },
  'file.list': {
    method: 'POST',
    url: '/api/file/list',
    manifest: { rows: 'fileMetaDatas' },
    doc: 'files of a file set (fileId)',
  },
  'file.attach': {
    method: 'GET',
    url: '/api/file/attach',
    doc: 'the bytes of a stored file (fileId, fileNo)',
  },
  'file.remove': {
    method: 'POST',
    url: '/api/file/remove',
    doc: 'remove one file from its set (fileId, fileNo; the owner or SAVE on its menu)',
  },
  // ---- /api/events: the event stream (logged in) -------------------------------------------------
  'events.stream': {
    method: 'GET',
    url: '/api/events',
    doc: 'the event stream (text/event-stream): session end, changed initial data, a new build, notices; lastEventId resumes',
  },
  'events.notice': {
    method: 'POST',
    url: '/api/events/notice',
    program: { id: userProgram, fn: FUNCTIONS.save },
    manifest: {},
    doc: 'send a notice (message) to everyone logged in; SAVE on the SYSTEM_USER screen menu',
  },
  // ---- /api/log: errors the browser met, for the server log (public, rate-limited) --------------
  'log.client': {
    method: 'POST',
    url: '/api/log/client',
    public: true,
    doc: 'an error the browser met (level, message, stack, url) into the server log under the X-Tran-Id it sends; 30 a minute per address',
  },
  // ---- /api/export (logged in) ---------------------------------------------------------------------
  'table.export': {
    method: 'POST',
    url: '/api/export',
    doc: 'rows the browser has written to an xlsx or csv file (fileName, format, columns, rows)',
  },
  // ---- /api/health (outside the management API) ---------------------------------------------------
  health: {
    method: 'GET',
    url: '/api/health',
    public: true,
    doc: 'liveness, profile and client build id',
  },
} as const satisfies Record<string, ApiEndpoint>;

export type ApiRouteName = keyof typeof API_ENDPOINTS;
