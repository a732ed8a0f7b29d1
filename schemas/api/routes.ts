import { z } from 'zod';
import { appPropsRecordSchema, appPropsSaveSchema } from './appProps.ts';
import {
  approvalApprovedSchema,
  approvalApproveSchema,
  approvalPageSchema,
  approvalPendingSchema,
  approvalRecordSchema,
  approvalRejectSchema,
  approvalSearchSchema,
} from './approvalAdmin.ts';
import {
  approvalBodySchema,
  approvalRequestSchema,
  duplicateCheckBodySchema,
  duplicateCheckQuerySchema,
  editPasswordBodySchema,
  editPasswordRequestSchema,
  loginCompleteRequestSchema,
  loginKeyFailureBodySchema,
  loginRequestSchema,
  loginResponseBodySchema,
  loginStatusBodySchema,
  loginSuccessBodySchema,
  logoutBodySchema,
  myAccountBodySchema,
  passwordRuleBodySchema,
  sessionBodySchema,
  validateIdBodySchema,
  validateIdQuerySchema,
  validatePasswordBodySchema,
  validatePasswordQuerySchema,
} from './auth.ts';
import { clientLogAnswerSchema, clientLogSchema } from './clientLog.ts';
import {
  codeBatchSchema,
  codeGroupRecordSchema,
  codeGroupSaveSchema,
  codeGroupSearchSchema,
  codeListSchema,
  codeRecordSchema,
  codeRemoveSchema,
  codeSaveSchema,
} from './codeAdmin.ts';
import { API_ENDPOINTS, type ApiEndpoint, type ApiRouteName } from './endpoints.ts';
import { eventStreamQuerySchema, noticeAnswerSchema, noticeRequestSchema } from './events.ts';
import { tableExportSchema } from './export.ts';
import {
  attachQuerySchema,
  fileListAnswerSchema,
  fileListSchema,
  fileRemoveAnswerSchema,
  fileRemoveSchema,
  uploadAnswerSchema,
  uploadFieldsSchema,
} from './files.ts';
import { healthBodySchema } from './health.ts';
import {
  accessHistoryPageSchema,
  accessHistorySearchSchema,
  authorityHistoryPageSchema,
  authorityHistorySearchSchema,
  historyExportSchema,
  loginHistoryPageSchema,
  loginHistorySearchSchema,
} from './history.ts';
import { initialDataSchema } from './initialData.ts';
import {
  interfaceLogListSchema,
  interfaceLogRequestSchema,
  interfaceLogResponseSchema,
  interfaceLogRowSchema,
} from './interfaceLog.ts';
import { menuAccessSchema, menuFunctionAccessSchema } from './menuAccess.ts';
import {
  menuAddSchema,
  menuBatchSchema,
  menuEditSchema,
  menuFolderSchema,
  menuIdParamsSchema,
  menuListSchema,
  menuRecordSchema,
  menuRemoveSchema,
  menuRoleOptionSchema,
} from './menus.ts';
import {
  personalAccessPageSchema,
  personalAccessSearchSchema,
  reviewFlagsPageSchema,
  reviewFlagsSearchSchema,
  reviewMonthRowSchema,
  reviewMonthsSchema,
  reviewSignSchema,
  subjectAccessSearchSchema,
} from './privacy.ts';
import {
  roleAddSchema,
  roleEditSchema,
  roleGrantsSavedSchema,
  roleGrantsSaveSchema,
  roleGrantsSchema,
  roleIdParamsSchema,
  roleRecordSchema,
  roleRemoveSchema,
} from './roleAdmin.ts';
import {
  lockedUserSchema,
  userAddSchema,
  userEditSchema,
  userIdParamsSchema,
  userPageSchema,
  userRecordSchema,
  userResetPasswordSchema,
  userRoleOptionSchema,
  userSearchSchema,
  userSecretAnswerSchema,
  userUnlockAnswerSchema,
  userUnlockSchema,
} from './userAdmin.ts';
import {
  recentMenusSchema,
  userMenuAddSchema,
  userMenuDefSchema,
  userMenuEditSchema,
  userMenuListAnswerSchema,
  userMenuListSchema,
  userMenuRemoveSchema,
} from './userMenus.ts';

/** The request and answer schemas of a route. */
export interface RouteSchemas {
  /** JSON body (after decryption for a secured route). */
  readonly body?: z.ZodType;
  /** A request without any body is validated as `{}`. Default false: the body is required. */
  readonly optionalBody?: boolean;
  /** Query string (after decryption for a secured route). */
  readonly query?: z.ZodType;
  /** Path parameters. */
  readonly params?: z.ZodType;
  /** Text fields of a multipart upload (checked by the handler, which streams the parts). */
  readonly fields?: z.ZodType;
  /**
   * The answer's `body` inside the `{ resultCode, resultMessage, body }` envelope on HTTP 200, for
   * every result code the route answers with. Absent for answers that are not that envelope (files).
   */
  readonly response?: z.ZodType;
}

/** One route of the management API: where it is (`API_ENDPOINTS`) and what goes in and out. */
export type ApiRoute = ApiEndpoint & RouteSchemas;

/** The schemas of every route of `API_ENDPOINTS`, by the same name (every name, no other). */
const ROUTE_SCHEMAS = {
  // ---- /api/system: menus (SYSTEM_MENU program) -------------------------------------------------
  'menu.list': {
    body: menuListSchema,
    // No body at all lists every menu; a JSON `null` is still refused.
    optionalBody: true,
    response: z.array(menuRecordSchema),
  },
  'menu.folders': {
    response: z.array(menuFolderSchema),
  },
  'menu.roles': {
    response: z.array(menuRoleOptionSchema),
  },
  'menu.get': {
    params: menuIdParamsSchema,
    response: menuRecordSchema,
  },
  'menu.add': {
    body: menuAddSchema,
    response: menuRecordSchema,
  },
  'menu.edit': {
    body: menuEditSchema,
    response: menuRecordSchema,
  },
  'menu.batch': {
    body: menuBatchSchema,
    response: z.array(menuRecordSchema),
  },
  'menu.remove': {
    body: menuRemoveSchema,
    response: menuRecordSchema,
  },
  // ---- /api/system: user administration (SYSTEM_USER program) ---------------------------------
  'user.locked': {
    response: z.array(lockedUserSchema),
  },
  'user.unlock': {
    body: userUnlockSchema,
    response: userUnlockAnswerSchema,
  },
  'user.search': {
    body: userSearchSchema,
    optionalBody: true,
    response: userPageSchema,
  },
  'user.roles': {
    response: z.array(userRoleOptionSchema),
  },
  'user.get': {
    params: userIdParamsSchema,
    response: userRecordSchema,
  },
  'user.add': {
    body: userAddSchema,
    response: userSecretAnswerSchema,
  },
  'user.edit': {
    body: userEditSchema,
    response: userRecordSchema,
  },
  'user.resetPassword': {
    body: userResetPasswordSchema,
    response: userSecretAnswerSchema,
  },
  // ---- /api/system: roles and their grants (SYSTEM_ROLE program) --------------------------------
  'role.list': {
    response: z.array(roleRecordSchema),
  },
  'role.add': {
    body: roleAddSchema,
    response: roleRecordSchema,
  },
  'role.edit': {
    body: roleEditSchema,
    response: roleRecordSchema,
  },
  'role.remove': {
    body: roleRemoveSchema,
    response: roleRecordSchema,
  },
  'role.grants': {
    params: roleIdParamsSchema,
    response: roleGrantsSchema,
  },
  'role.saveGrants': {
    body: roleGrantsSaveSchema,
    response: roleGrantsSavedSchema,
  },
  // ---- /api/system: login and access history (SYSTEM_HISTORY program) ---------------------------
  'history.login': {
    body: loginHistorySearchSchema,
    optionalBody: true,
    response: loginHistoryPageSchema,
  },
  'history.loginExport': {
    body: historyExportSchema,
  },
  'history.access': {
    body: accessHistorySearchSchema,
    optionalBody: true,
    response: accessHistoryPageSchema,
  },
  'history.accessExport': {
    body: historyExportSchema,
  },
  'history.authority': {
    body: authorityHistorySearchSchema,
    optionalBody: true,
    response: authorityHistoryPageSchema,
  },
  'history.authorityExport': {
    body: historyExportSchema,
  },
  // ---- /api/system: 개인정보 접속기록 (SYSTEM_PRIVACY program) ----------------------------------------
  'privacy.access': {
    body: personalAccessSearchSchema,
    optionalBody: true,
    response: personalAccessPageSchema,
  },
  'privacy.accessExport': {
    body: historyExportSchema,
  },
  'privacy.subject': {
    body: subjectAccessSearchSchema,
    response: personalAccessPageSchema,
  },
  'privacy.subjectExport': {
    body: historyExportSchema,
  },
  'privacy.reviewMonths': {
    body: z.object({}),
    optionalBody: true,
    response: reviewMonthsSchema,
  },
  'privacy.reviewFlags': {
    body: reviewFlagsSearchSchema,
    response: reviewFlagsPageSchema,
  },
  'privacy.reviewFlagsExport': {
    body: historyExportSchema,
  },
  'privacy.reviewSign': {
    body: reviewSignSchema,
    response: reviewMonthRowSchema,
  },
  // ---- /api/system: app properties (SYSTEM_CONFIG program) ---------------------------------------
  'props.get': {
    response: appPropsRecordSchema,
  },
  'props.save': {
    body: appPropsSaveSchema,
    response: appPropsRecordSchema,
  },
  // ---- /api/system: approval requests (SYSTEM_APPROVAL program) ---------------------------------
  'approval.list': {
    body: approvalSearchSchema,
    optionalBody: true,
    response: approvalPageSchema,
  },
  'approval.pending': {
    response: approvalPendingSchema,
  },
  'approval.approve': {
    body: approvalApproveSchema,
    response: approvalApprovedSchema,
  },
  'approval.reject': {
    body: approvalRejectSchema,
    response: approvalRecordSchema,
  },
  // ---- /api/system: common codes (SYSTEM_CODE program) ------------------------------------------
  'code.groups': {
    body: codeGroupSearchSchema,
    optionalBody: true,
    response: z.array(codeGroupRecordSchema),
  },
  'code.saveGroup': {
    body: codeGroupSaveSchema,
    response: codeGroupRecordSchema,
  },
  'code.list': {
    body: codeListSchema,
    response: z.array(codeRecordSchema),
  },
  'code.save': {
    body: codeSaveSchema,
    response: codeRecordSchema,
  },
  'code.batch': {
    body: codeBatchSchema,
    response: z.object({ saved: z.number() }),
  },
  'code.remove': {
    body: codeRemoveSchema,
    response: z.object({ grpCd: z.string(), dtlCd: z.string(), removed: z.literal(true) }),
  },
  // ---- /api/system: favourite menus (logged in) -------------------------------------------------
  'usermenu.list': {
    body: userMenuListSchema,
    response: userMenuListAnswerSchema,
  },
  'usermenu.recent': {
    response: recentMenusSchema,
  },
  'usermenu.add': {
    body: userMenuAddSchema,
    response: userMenuListAnswerSchema,
  },
  'usermenu.remove': {
    body: userMenuRemoveSchema,
    response: userMenuListAnswerSchema,
  },
  'usermenu.edit': {
    body: userMenuEditSchema,
    response: userMenuListAnswerSchema,
  },
  'usermenu.def': {
    body: userMenuDefSchema,
    response: userMenuListAnswerSchema,
  },
  // ---- /api/system: access history (logged in) and the initial data (public) -------------------
  'menu.access': {
    body: menuAccessSchema,
    response: z.null(),
  },
  'menu.accessFunction': {
    body: menuFunctionAccessSchema,
    response: z.null(),
  },
  'system.initialData': {
    // The body is ignored, whatever it is (served as pre-serialized bytes with an ETag).
    response: initialDataSchema,
  },
  // ---- /api/interface -----------------------------------------------------------------------------
  'interfaceLog.request': {
    body: interfaceLogRequestSchema,
    response: z.null(),
  },
  'interfaceLog.response': {
    body: interfaceLogResponseSchema,
    response: z.null(),
  },
  'interfaceLog.list': {
    body: interfaceLogListSchema,
    optionalBody: true,
    response: z.array(interfaceLogRowSchema),
  },
  // ---- /api/authentication ------------------------------------------------------------------------
  'auth.login': {
    body: loginRequestSchema,
    response: loginResponseBodySchema,
  },
  'auth.loginComplete': {
    body: loginCompleteRequestSchema,
    response: z.union([loginSuccessBodySchema, loginStatusBodySchema, loginKeyFailureBodySchema]),
  },
  'auth.logout': {
    response: logoutBodySchema,
  },
  'auth.session': {
    response: sessionBodySchema,
  },
  'auth.me': {
    response: myAccountBodySchema,
  },
  'auth.editPassword': {
    body: editPasswordRequestSchema,
    response: z.union([editPasswordBodySchema, passwordRuleBodySchema, z.null()]),
  },
  'auth.validateId': {
    query: validateIdQuerySchema,
    response: validateIdBodySchema,
  },
  'auth.validatePassword': {
    query: validatePasswordQuerySchema,
    response: validatePasswordBodySchema,
  },
  'auth.approval': {
    body: approvalRequestSchema,
    response: z.union([approvalBodySchema, z.null()]),
  },
  'auth.duplicateCheck': {
    query: duplicateCheckQuerySchema,
    response: duplicateCheckBodySchema,
  },
  // ---- /api/file (logged in) ----------------------------------------------------------------------
  'file.upload': {
    fields: uploadFieldsSchema,
    response: uploadAnswerSchema,
  },
  'file.list': {
    body: fileListSchema,
    response: fileListAnswerSchema,
  },
  'file.attach': {
    query: attachQuerySchema,
  },
  'file.remove': {
    body: fileRemoveSchema,
    response: fileRemoveAnswerSchema,
  },
  // ---- /api/events (logged in) -------------------------------------------------------------------
  'events.stream': {
    query: eventStreamQuerySchema,
  },
  'events.notice': {
    body: noticeRequestSchema,
    response: noticeAnswerSchema,
  },
  // ---- /api/log (public) --------------------------------------------------------------------------
  'log.client': {
    body: clientLogSchema,
    response: clientLogAnswerSchema,
  },
  // ---- /api/export (logged in) ---------------------------------------------------------------------
  'table.export': {
    body: tableExportSchema,
  },
  // ---- /api/health (outside the management API) ---------------------------------------------------
  health: {
    response: healthBodySchema,
  },
} as const satisfies Record<ApiRouteName, RouteSchemas>;

type Endpoints = typeof API_ENDPOINTS;
type Schemas = typeof ROUTE_SCHEMAS;

/**
 * The route table of the management API (spec section 7): each route's method, URL, login,
 * secured channel, program and function binding (`endpoints.ts`) with its request and answer
 * schemas. The server registers every route from it (`runtime/server/platform/apiRoute.ts`); the
 * client takes URLs from `API_ENDPOINTS` and types from here (`import type`: no zod in the bundle).
 */
export const API_ROUTES = Object.fromEntries(
  (Object.keys(API_ENDPOINTS) as ApiRouteName[]).map((name) => [
    name,
    { ...API_ENDPOINTS[name], ...ROUTE_SCHEMAS[name] },
  ]),
) as { readonly [N in ApiRouteName]: Endpoints[N] & Schemas[N] };

export type { ApiRouteName };

type Part<R, K extends string> = R extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The JSON body a caller sends to route `N` (`undefined`: none). */
export type ApiRequestBody<N extends ApiRouteName> = InputOf<Part<Schemas[N], 'body'>>;
/** The query a caller sends to route `N` (`undefined`: none). */
export type ApiRequestQuery<N extends ApiRouteName> = InputOf<Part<Schemas[N], 'query'>>;
/** The `body` of route `N`'s answer as it arrives (wire form: times are ISO strings). */
export type ApiAnswerBody<N extends ApiRouteName> = InputOf<Part<Schemas[N], 'response'>>;
/** Route `N`'s whole answer as it arrives: the envelope around `ApiAnswerBody<N>`. */
export interface ApiAnswer<N extends ApiRouteName> {
  resultCode: string;
  resultMessage: string;
  body: ApiAnswerBody<N>;
}
