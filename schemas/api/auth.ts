import { z } from 'zod';
import { text } from './text.ts';
import { userMenuSchema } from './userMenus.ts';

/**
 * Payloads and response bodies of `/api/authentication/*` and the duplicate check, shared by the
 * server (which validates every request with them) and the client. Shapes follow spec sections 3,
 * 5 and 7; result codes are described in the README ("Management API: authentication").
 */

// Every string a caller sends is built with text(): no control characters (400 before any work).
const userId = text({ name: true }).min(1).max(50);
const password = text().min(1).max(200);
const count = z.int().min(0);

/** Any API answer: `{ resultCode, resultMessage, body }` around a body schema. */
export const envelopeOf = <T extends z.ZodType>(body: T) =>
  z.object({ resultCode: z.string(), resultMessage: z.string(), body });

// ---- requests ---------------------------------------------------------------------------------

/**
 * POST /login (secured): spec section 7's `userName, userId, userPw`. The console sends the entered id
 * as `userName` too (one identity field); the server authenticates `userId` and ignores `userName`.
 */
export const loginRequestSchema = z.object({
  userName: text().max(100).optional(),
  userId,
  userPw: password,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /login-complete (secured): the key sent in the second step. */
export const loginCompleteRequestSchema = z.object({
  userId,
  authenticationKey: text().min(1).max(20),
});
export type LoginCompleteRequest = z.infer<typeof loginCompleteRequestSchema>;

/** POST /edit-password (secured). */
export const editPasswordRequestSchema = z.object({ usrId: userId, oldPwd: password, newPwd: password });
export type EditPasswordRequest = z.infer<typeof editPasswordRequestSchema>;

/** GET /validate/id (secured) query. */
export const validateIdQuerySchema = z.object({ userId: text({ name: true }).max(200) });
export type ValidateIdQuery = z.infer<typeof validateIdQuerySchema>;

/** GET /validate/password query. */
export const validatePasswordQuerySchema = z.object({
  password: text().max(200),
  oldPassword: text().max(200).optional(),
  userId: text({ name: true }).max(200).optional(),
});
export type ValidatePasswordQuery = z.infer<typeof validatePasswordQuerySchema>;

/** Approval types: 01 account unlock, 02 password reset, 03 dormancy release. */
export const APPROVAL_TYPES = ['01', '02', '03'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** POST /approval (secured). `userPw` may be wrong (or empty) for 02, a password reset. */
export const approvalRequestSchema = z.object({
  userId,
  userPw: text().max(200),
  aprvTypeCd: z.enum(APPROVAL_TYPES),
  /** Free text: line breaks and tabs allowed, other control characters not. */
  reason: text({ multiline: true }).max(1000).optional(),
});
export type ApprovalRequestPayload = z.infer<typeof approvalRequestSchema>;

/** GET duplicate check (`auth.duplication.path`) query: `k` from `duplicateCheckParam`. */
export const duplicateCheckQuerySchema = z.object({ k: text().min(1).max(8000) });

// ---- response bodies --------------------------------------------------------------------------

/** app_props.authApprovalType: `NONE` turns the approval flow off. */
const authApprovalType = z.string();

/**
 * resultCode FS02 (wrong password or unknown id). Strict: it would otherwise also fit a success or
 * status body that fails its own schema, and the union would answer that body stripped to these
 * fields instead of a logged 500.
 */
export const loginFailureBodySchema = z.strictObject({
  hasUser: z.boolean(),
  loginFailCnt: count,
  /** app_props as stored (a negative value means no limit, as for appPropSchema). */
  maximumLoginFailNumbers: z.int().optional(),
  /** The account is locked (lockedYn Y); with loginFailCnt ≥ maximum it was the failures. */
  locked: z.boolean().optional(),
  authApprovalType: authApprovalType.optional(),
});
export type LoginFailureBody = z.infer<typeof loginFailureBodySchema>;

/** Codes answered in `body.resCd` with resultCode 0000 when the password was right. */
export const LOGIN_STATUS_CODES = ['FS04', 'FS06', 'FM17', 'FS07', 'FS08', 'FS09'] as const;

/** resultCode 0000 with a status that keeps the user out (no tokens). */
export const loginStatusBodySchema = z.object({
  resCd: z.enum(LOGIN_STATUS_CODES),
  hasUser: z.literal(true),
  loginFailCnt: count,
  maximumLoginFailNumbers: z.int(),
  authApprovalType,
  /** How an administrator decided the user's approval request since (승인 관리), once. */
  approvalNotice: z.string().optional(),
});
export type LoginStatusBody = z.infer<typeof loginStatusBodySchema>;

/** resultCode 0000: the password was right and a key was sent; call /login-complete next. */
export const loginSecondStepBodySchema = z.object({
  resCd: z.literal('0000'),
  secondStep: z.object({ required: z.literal(true), expiresInSeconds: z.int().positive() }),
});
export type LoginSecondStepBody = z.infer<typeof loginSecondStepBodySchema>;

/** A favourite menu (spec section 3, User menu). */
/** A favourite in the login answer: the favourite list's entry without its order number. */
export const loginUserMenuSchema = userMenuSchema.omit({ srtNo: true });
export type LoginUserMenu = z.infer<typeof loginUserMenuSchema>;

/** resultCode 0000, logged in: tokens are in the configured response headers. */
export const loginSuccessBodySchema = z.object({
  resCd: z.literal('0000'),
  hasUser: z.literal(true),
  loginFailCnt: z.literal(0),
  /** Whole days since the password was last changed. */
  pwdUnchangedDays: count,
  /** app_props as stored (0 or less: no password age). */
  passwordChangeDays: z.int(),
  /** passwordChangeDays > 0 and pwdUnchangedDays > passwordChangeDays. */
  recommendChangePassword: z.boolean(),
  userMenus: z.array(loginUserMenuSchema),
  authorities: z.array(z.object({ clientAuthority: z.string() })),
  accessInfo: z.object({ userIp: z.string() }),
  user: z.object({ usrId: z.string(), usrNm: z.string() }),
  /** How an administrator decided the user's approval request since (승인 관리), once. */
  approvalNotice: z.string().optional(),
});
export type LoginSuccessBody = z.infer<typeof loginSuccessBodySchema>;

/** Every body /login answers with. */
export const loginResponseBodySchema = z.union([
  loginSuccessBodySchema,
  loginSecondStepBodySchema,
  loginStatusBodySchema,
  loginFailureBodySchema,
]);

/** /login-complete with a wrong key (resultCode 0000, resCd FS0F) or no usable key (resultCode FS0F). */
export const loginKeyFailureBodySchema = z.object({ resCd: z.literal('FS0F'), remainingAttempts: count });
export type LoginKeyFailureBody = z.infer<typeof loginKeyFailureBodySchema>;

/** /logout. */
export const logoutBodySchema = z.object({ loggedOut: z.boolean() });

/**
 * /session: the caller's user and authorities as they are now (the login answer's `user` and
 * `authorities`), so a page load picks up grants and revocations made since the login.
 */
export const sessionBodySchema = z.object({
  user: z.object({ usrId: z.string(), usrNm: z.string() }),
  authorities: z.array(z.object({ clientAuthority: z.string() })),
});
export type SessionBody = z.infer<typeof sessionBodySchema>;

/**
 * /me: the caller's own account as 내 정보 shows it. E-mail and mobile come masked by the company's
 * standard (`privacy.masking`); `lastLogin` is the successful login before the current one and
 * `failedSinceLast` the failed attempts on the account since then (someone trying the password; the
 * first step of a login with a key is none).
 */
export const myAccountBodySchema = z.object({
  usrId: z.string(),
  usrNm: z.string(),
  roleNm: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** NONE or KEY (a key sent at login). */
  secondFactor: z.string(),
  /** When the password was last changed (ISO). */
  pwdChgDttm: z.string(),
  /** The day a change is recommended from (`yyyy-MM-dd`, the console's calendar); null without a rule. */
  pwdChangeDue: z.string().nullable(),
  lastLogin: z.object({ loginDttm: z.string(), ip: z.string() }).nullable(),
  failedSinceLast: z.int().min(0),
});
export type MyAccountBody = z.infer<typeof myAccountBodySchema>;

/** /edit-password: success, or a rule problem (resultCode PWD_RULE). */
export const editPasswordBodySchema = z.object({ usrId: z.string(), changed: z.literal(true) });
export const passwordRuleBodySchema = z.object({ problem: z.string() });

/** /validate/id. `valid`: the id follows the rule and is free. */
export const validateIdBodySchema = z.object({
  valid: z.boolean(),
  exists: z.boolean(),
  message: z.string(),
});
export type ValidateIdBody = z.infer<typeof validateIdBodySchema>;

/** /validate/password. `problem` names the first broken rule (PasswordProblem of runtime/core). */
export const validatePasswordBodySchema = z.object({
  valid: z.boolean(),
  problem: z.string().optional(),
  message: z.string(),
});
export type ValidatePasswordBody = z.infer<typeof validatePasswordBodySchema>;

/** /approval accepted (resultCode 0000); `alreadyRequested` when an open request existed. */
export const approvalBodySchema = z.object({
  aprvTypeCd: z.enum(APPROVAL_TYPES),
  requested: z.literal(true),
  alreadyRequested: z.boolean(),
  /**
   * How an administrator decided the user's earlier request (승인 관리), once: a locked account's
   * login answers the same whatever the password, so a request made with the right one tells it.
   */
  approvalNotice: z.string().optional(),
});
export type ApprovalBody = z.infer<typeof approvalBodySchema>;

/** Duplicate check: resultCode 0000 live, FS01 replaced by a newer login, FS10 over. */
export const duplicateCheckBodySchema = z.object({ state: z.enum(['active', 'duplicated', 'expired']) });
export type DuplicateCheckBody = z.infer<typeof duplicateCheckBodySchema>;
