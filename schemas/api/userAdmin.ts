import { z } from 'zod';
import {
  checkPassword,
  PASSWORD_MESSAGES,
  STAFF_ID_MESSAGE,
  STAFF_ID_PATTERN,
} from '../../runtime/core/auth/index.ts';
import { blankToNull, usrIdSchema, ynSchema } from './systemFields.ts';
import { text, USER_MESSAGE_REASON } from './text.ts';

// User administration, `/api/system/user/**` (runtime/server/system/userAdminApi.ts): 사용자 관리
// and 계정 잠금 관리, both bound to the SYSTEM_USER program.

const userRule = { params: { reason: USER_MESSAGE_REASON } };

/** `POST /api/system/user/locked`: accounts locked by failed logins or by an administrator. */
export const lockedUserSchema = z.object({
  usrId: z.string(),
  usrNm: z.string(),
  loginFailCnt: z.number().int(),
  /** When the lock was set (ISO 8601); null for a lock without a time (it never lifts by itself). */
  lockedDttm: z.string().nullable(),
});
export type LockedUser = z.infer<typeof lockedUserSchema>;

/** `POST /api/system/user/unlock`: unlock an account (SAVE on a SYSTEM_USER menu). */
export const userUnlockSchema = z.object({ usrId: usrIdSchema });

/** Answer of `POST /api/system/user/unlock`. */
export const userUnlockAnswerSchema = z.object({ usrId: z.string(), unlocked: z.literal(true) });

/**
 * What an administrator sets an account to: ACTIVE (may log in), BLOCKED (FS06: may not use the
 * system) or DORMANT (FS07: may ask for release, approval 03).
 */
export const USER_STATES = ['ACTIVE', 'BLOCKED', 'DORMANT'] as const;
export type UserState = (typeof USER_STATES)[number];

/** Second factor at login: none, or an authentication key sent through the key sender. */
export const SECOND_FACTORS = ['NONE', 'KEY'] as const;

/** A new account's id: `STAFF_ID_PATTERN`. */
const newUsrIdSchema = text({ name: true })
  .trim()
  .refine((v) => STAFF_ID_PATTERN.test(v), { message: STAFF_ID_MESSAGE, ...userRule });

const usrNmSchema = text({ name: true })
  .trim()
  .max(100)
  .refine((v) => v.length > 0, { message: '이름을 입력해주세요.', ...userRule });

const roleIdSchema = text({ name: true })
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'role id: letters, digits, _ or - only' });

const emailSchema = blankToNull(
  text()
    .trim()
    .max(200)
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
      message: '이메일 형식이 올바르지 않습니다. 예) hong@example.com',
      ...userRule,
    }),
);

const mobileSchema = blankToNull(
  text()
    .trim()
    .max(20)
    .refine((v) => /^01[016-9]-?\d{3,4}-?\d{4}$/.test(v), {
      message: '휴대폰번호 형식이 올바르지 않습니다. 예) 010-1234-5678',
      ...userRule,
    }),
);

/** Comma-separated ISO country codes an account may connect from; blank for anywhere. */
const regionsSchema = blankToNull(
  text()
    .trim()
    .max(200)
    .refine(
      (v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .every((p) => /^[A-Za-z]{2}$/.test(p)),
      {
        message: '접속 허용 국가는 KR, US 처럼 두 글자 국가 코드를 쉼표로 구분해 입력해주세요.',
        ...userRule,
      },
    ),
);

/** A password an administrator sets (the password rule; the user must change it at first login). */
const adminPasswordSchema = text().superRefine((v, ctx) => {
  const problem = checkPassword(v);
  if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem], ...userRule });
});

/** `POST /api/system/user/search`: accounts, filtered, one page at a time (server paging). */
export const userSearchSchema = z.object({
  /** Part of the id (case-insensitive). */
  usrId: blankToNull(text().trim().max(50)).optional(),
  /** Part of the name. */
  usrNm: blankToNull(text().trim().max(100)).optional(),
  roleId: blankToNull(roleIdSchema).optional(),
  /** ACTIVE, BLOCKED, DORMANT, or LOCKED (locked by failed logins or an administrator). */
  status: blankToNull(z.enum([...USER_STATES, 'LOCKED'])).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** A column key, `-key` for descending. Default usrId. */
  sort: blankToNull(z.enum(['usrId', '-usrId', 'usrNm', '-usrNm', 'regDttm', '-regDttm'])).optional(),
});

/** An account as 사용자 관리 shows it (never its password hash). */
export const userRecordSchema = z.object({
  usrId: z.string(),
  usrNm: z.string(),
  roleId: z.string().nullable(),
  /** The role's name, when the role exists. */
  roleNm: z.string().nullable(),
  state: z.enum(USER_STATES),
  lockedYn: ynSchema,
  pendingYn: ynSchema,
  pwdChgReqYn: ynSchema,
  loginFailCnt: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  allowedRegions: z.string().nullable(),
  secondFactor: z.string(),
  /** ISO 8601 times. */
  pwdChgDttm: z.string(),
  regDttm: z.string(),
  updDttm: z.string(),
  updUsrId: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** Answer of `POST /api/system/user/search`: one page and the count of every match. */
export const userPageSchema = z.object({ list: z.array(userRecordSchema), totalCount: z.number().int() });

/** Answer of `POST /api/system/user/roles`: a role an account may be given. */
export const userRoleOptionSchema = z.object({ roleId: z.string(), roleNm: z.string() });

/** `GET /api/system/user/:usrId`. */
export const userIdParamsSchema = z.object({ usrId: usrIdSchema });

/**
 * `POST /api/system/user`: a new account. Without `password` the server makes a one-time password
 * and answers it once; either way the user must change it at the first login (FS08).
 */
export const userAddSchema = z.object({
  usrId: newUsrIdSchema,
  usrNm: usrNmSchema,
  roleId: roleIdSchema,
  email: emailSchema.optional(),
  mobile: mobileSchema.optional(),
  allowedRegions: regionsSchema.optional(),
  secondFactor: z.enum(SECOND_FACTORS).default('NONE'),
  password: blankToNull(adminPasswordSchema).optional(),
});

/** `POST /api/system/user/edit`: the fields to change (omitted ones stay). */
export const userEditSchema = z.object({
  usrId: usrIdSchema,
  usrNm: usrNmSchema.optional(),
  roleId: roleIdSchema.optional(),
  state: z.enum(USER_STATES).optional(),
  email: emailSchema.optional(),
  mobile: mobileSchema.optional(),
  allowedRegions: regionsSchema.optional(),
  secondFactor: z.enum(SECOND_FACTORS).optional(),
});

/** `POST /api/system/user/reset-password`: a new one-time password (made by the server without `password`). */
export const userResetPasswordSchema = z.object({
  usrId: usrIdSchema,
  password: blankToNull(adminPasswordSchema).optional(),
});

/**
 * Answer of add and reset-password: the account, and the one-time password the server made (only
 * when the administrator set none; shown once, never stored in clear or logged).
 */
export const userSecretAnswerSchema = z.object({
  usrId: z.string(),
  initialPassword: z.string().optional(),
});
