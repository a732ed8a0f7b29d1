import { z } from 'zod';
import { blankToNull, ynSchema } from './systemFields.ts';
import { text, USER_MESSAGE_REASON } from './text.ts';

// Roles (authority groups) and their grants, `/api/system/role/**`
// (runtime/server/system/roleAdminApi.ts): 권한 관리, bound to the SYSTEM_ROLE program.

const userRule = { params: { reason: USER_MESSAGE_REASON } };

/** A role id: 1-50 capital letters, digits or `_` (ADMIN, OPERATOR, CS_LEAD). */
export const roleIdSchema = text({ name: true })
  .trim()
  .refine((v) => /^[A-Z][A-Z0-9_]{0,49}$/.test(v), {
    message: '역할 ID는 영문 대문자로 시작하는 50자 이하의 영문 대문자, 숫자, _ 로 입력해주세요. 예) CS_LEAD',
    ...userRule,
  });

const roleNmSchema = text({ name: true })
  .trim()
  .max(100)
  .refine((v) => v.length > 0, { message: '역할 이름을 입력해주세요.', ...userRule });

/** A role as 권한 관리 lists it, with how many accounts hold it. */
export const roleRecordSchema = z.object({
  roleId: z.string(),
  roleNm: z.string(),
  roleDesc: z.string().nullable(),
  useYn: ynSchema,
  srtNo: z.number().int(),
  userCount: z.number().int(),
  updDttm: z.string(),
  updUsrId: z.string(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** `POST /api/system/role`: a new role (it grants nothing until its grants are saved). */
export const roleAddSchema = z.object({
  roleId: roleIdSchema,
  roleNm: roleNmSchema,
  roleDesc: blankToNull(text().trim().max(500)).optional(),
  useYn: ynSchema.default('Y'),
  srtNo: z.coerce.number().int().min(0).max(9999).optional(),
});

/** `POST /api/system/role/edit`: the fields to change. */
export const roleEditSchema = z.object({
  roleId: roleIdSchema,
  roleNm: roleNmSchema.optional(),
  roleDesc: blankToNull(text().trim().max(500)).optional(),
  useYn: ynSchema.optional(),
  srtNo: z.coerce.number().int().min(0).max(9999).optional(),
});

/** `POST /api/system/role/remove`: a role no account holds. */
export const roleRemoveSchema = z.object({ roleId: roleIdSchema });

/** `GET /api/system/role/:roleId/grants`. */
export const roleIdParamsSchema = z.object({ roleId: roleIdSchema });

/**
 * One menu of the system in tree order, what may be granted on it and what the role holds: menu
 * authority (`granted`) and, of its `functions`, those in `grantedFunctions`.
 */
export const roleGrantMenuSchema = z.object({
  mnuId: z.string(),
  mnuNm: z.string(),
  uprMnuId: z.string().nullable(),
  /** Depth in the tree, 1 at the top. */
  depth: z.number().int(),
  mnuUrl: z.string().nullable(),
  proIdVal: z.string().nullable(),
  /**
   * The functions its screen uses (SEARCH, and the `fncId`s of its buttons, row and bulk actions,
   * form submits and bound declared APIs), and any the role holds there besides; none for a folder.
   */
  functions: z.array(z.string()),
  granted: z.boolean(),
  grantedFunctions: z.array(z.string()),
});

/**
 * A grant as a token: `mnuId` for menu authority, `mnuId:FUNCTION` for a function on the menu (which
 * implies the menu). What 권한 관리's check tree holds and sends.
 */
export const grantTokenSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,50}(:[A-Za-z0-9_-]{1,50})?$/, { message: 'grant: mnuId or mnuId:FUNCTION' });

/** Answer of `GET /api/system/role/:roleId/grants`. */
export const roleGrantsSchema = z.object({
  roleId: z.string(),
  roleNm: z.string(),
  menus: z.array(roleGrantMenuSchema),
  /** What the role holds on the menus, as grant tokens (`mnuId`, `mnuId:FUNCTION`). */
  grants: z.array(z.string()),
  /** Authority strings of the role that name no menu of this system: another system's (kept by a save) or a removed menu's (dropped by a save). */
  other: z.array(z.string()),
});

/**
 * `POST /api/system/role/grants`: the role's whole grant on this system's menus, replacing what it
 * held there, in one call: grant tokens as `role.grants` answers them (`mnuId`, `mnuId:FUNCTION`).
 * A menu named by no token is not granted.
 */
export const roleGrantsSaveSchema = z.object({
  roleId: roleIdSchema,
  grants: z.array(grantTokenSchema).max(20_000),
});

/** Answer of `POST /api/system/role/grants`: the authority strings the role holds now. */
export const roleGrantsSavedSchema = z.object({ roleId: z.string(), authorities: z.array(z.string()) });
