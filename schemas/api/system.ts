import { z } from 'zod';
import { isRelativeUrl } from '../../runtime/core/url/index.ts';
import { clientInterfaceDefinitionSchema } from '../interfaceDefinition.ts';
import { text, USER_MESSAGE_REASON } from './text.ts';

// Payloads and answers of `/api/system/**` (spec section 7), shared by the server (which
// validates every request with them) and the client. Inputs strip unknown keys, so a client may
// send back a record it read (audit fields included); known keys must have the right type. Every
// string a caller sends is built with text() (no control characters); answers use z.string().

/** `Y` or `N`. */
export const ynSchema = z.enum(['Y', 'N']);

/** A menu id: 1-50 letters, digits, `_` or `-` (the seed uses numeric strings). */
export const menuIdSchema = text()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'menu id: letters, digits, _ or - only' });

/** A system code (`management.systemCode`, default `CONSOLE`). */
export const sysCdSchema = text()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'system code: letters, digits, _ or - only' });

/** A user id as stored (1-50 characters). */
export const usrIdSchema = text().trim().min(1).max(50);

/** `''` and `null` both mean "no value" for optional text columns. */
const blankToNull = <T extends z.ZodType<string>>(inner: T) =>
  z
    .union([z.literal(''), z.null(), inner])
    .transform((v) => (v === '' || v === null ? null : (v as z.output<T>)));

const IPV4 = z.ipv4();
const IPV6 = z.ipv6();
const isIp = (s: string) => IPV4.safeParse(s).success || IPV6.safeParse(s).success;

/** Comma-separated IP addresses of a menu's IP limit. */
export const ipListSchema = text()
  .max(1000)
  .refine(
    (s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .every(isIp),
    { message: 'ipList: comma-separated IPv4 or IPv6 addresses' },
  );

/** Answered (400) for a menu URL that is not a screen path: a script (`javascript:`, `data:`) or external address. */
export const MENU_URL_MESSAGE =
  '메뉴 URL은 /로 시작하는 화면 경로여야 합니다(영문, 숫자와 @ - % _ ~ 만 사용). javascript:, data: 같은 스크립트 주소나 외부 주소는 저장할 수 없습니다.';

/**
 * A menu URL: must pass the relative-URL rule of spec section 5, so no script-protocol
 * (`javascript:`, `data:`, `vbscript:`) or external URL is ever stored (spec section 8).
 */
export const menuUrlSchema = text()
  .max(500)
  .refine(isRelativeUrl, { message: MENU_URL_MESSAGE, params: { reason: USER_MESSAGE_REASON } });

/**
 * A time in an answer: an ISO 8601 string on the wire (`z.input`), a `Date` on the server
 * (`z.output`, what the database gives). The server's serializer encodes it with `toISOString`,
 * exactly what `JSON.stringify` wrote before.
 */
export const timestampSchema = z.codec(z.string(), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});

/** Audit fields of spec section 3, as the server sends them (dates as ISO strings). */
export const auditFieldsSchema = z.object({
  regDttm: timestampSchema,
  regUsrId: z.string(),
  regUsrIp: z.string(),
  updDttm: timestampSchema,
  updUsrId: z.string(),
  updUsrIp: z.string(),
});

/** A menu record as stored (spec section 3), audit fields included. */
export const menuRecordSchema = z
  .object({
    mnuId: z.string(),
    sysCd: z.string(),
    mnuNm: z.string(),
    uprMnuId: z.string().nullable(),
    mnuStepNo: z.int(),
    mnuUrl: z.string().nullable(),
    proIdVal: z.string().nullable(),
    iconSrc: z.string().nullable(),
    dpYn: ynSchema,
    mnuDvcScopCd: z.string().nullable(),
    authScopCd: z.string().nullable(),
    ipLmtYn: ynSchema,
    ipList: z.string().nullable(),
    defMnuYn: ynSchema,
    srtNo: z.int(),
  })
  .extend(auditFieldsSchema.shape);
export type MenuRecord = z.infer<typeof menuRecordSchema>;

/**
 * The writable fields of a menu. `mnuStepNo` is not among them: the server derives the depth from
 * the parent (top level 1). Omitted fields keep their value on edit and take the default on add.
 */
const menuFields = {
  /** Default: `management.systemCode`. */
  sysCd: sysCdSchema.optional(),
  mnuNm: text().trim().min(1).max(200),
  /** Parent menu; `null` or `''` for a top-level menu. */
  uprMnuId: blankToNull(menuIdSchema).optional(),
  mnuUrl: blankToNull(menuUrlSchema).optional(),
  proIdVal: blankToNull(text().trim().max(100)).optional(),
  iconSrc: blankToNull(text().trim().max(200)).optional(),
  /** Default `Y`. */
  dpYn: ynSchema.optional(),
  /** A all, D desktop, M mobile; empty for all. */
  mnuDvcScopCd: blankToNull(z.enum(['A', 'D', 'M'])).optional(),
  /** Two digits; `03` opens the menu to everyone. */
  authScopCd: blankToNull(text().regex(/^\d{2}$/, { message: 'authScopCd: two digits' })).optional(),
  /** Default `N`. */
  ipLmtYn: ynSchema.optional(),
  ipList: blankToNull(ipListSchema).optional(),
  /** Default `N`. */
  defMnuYn: ynSchema.optional(),
  /** Default 0. */
  srtNo: z.int().min(0).max(1_000_000_000).optional(),
};

/** `POST /api/system/menu`: a new menu; `mnuId` is generated (next numeric id) when missing. */
export const menuAddSchema = z.object({ mnuId: menuIdSchema.optional(), ...menuFields });
export type MenuAddInput = z.infer<typeof menuAddSchema>;

/** `POST /api/system/menu/edit`: changes to an existing menu; omitted fields keep their value. */
export const menuEditSchema = z.object({
  ...menuFields,
  mnuId: menuIdSchema,
  mnuNm: menuFields.mnuNm.optional(),
});
export type MenuEditInput = z.infer<typeof menuEditSchema>;

/** One entry of a batch: an edit when `mnuId` names an existing menu, otherwise an add. */
export const menuUpsertSchema = z.object({
  ...menuFields,
  mnuId: menuIdSchema.optional(),
  mnuNm: menuFields.mnuNm.optional(),
});
export type MenuUpsertInput = z.infer<typeof menuUpsertSchema>;

/** `POST /api/system/menu/batch`: 1-1000 menus written in one transaction, all or nothing. */
export const menuBatchSchema = z.object({ menus: z.array(menuUpsertSchema).min(1).max(1000) });

/** `POST /api/system/menu/remove`. */
export const menuRemoveSchema = z.object({ mnuId: menuIdSchema });

/** `POST /api/system/menu/list`: every filter optional (no body lists every menu). */
export const menuListSchema = z.object({
  sysCd: sysCdSchema.optional(),
  /** Contained in the menu name (case-insensitive). */
  mnuNm: text().trim().max(200).optional(),
  /** Children of this menu; `null` for top-level menus. */
  uprMnuId: menuIdSchema.nullable().optional(),
  dpYn: ynSchema.optional(),
});

/** `GET /api/system/menu/:id` path parameters. */
export const menuIdParamsSchema = z.object({ id: menuIdSchema });

/** A favourite menu as answered by every `/usermenu` call, ordered by srtNo. */
export const userMenuSchema = z.object({
  usrId: z.string(),
  sysCd: z.string(),
  mnuId: z.string(),
  mnuNm: z.string(),
  mnuUrl: z.string().nullable(),
  srtNo: z.int(),
  defMnuYn: ynSchema,
});
export type UserMenu = z.infer<typeof userMenuSchema>;
export const userMenuListAnswerSchema = z.array(userMenuSchema);

/** `POST /api/system/usermenu/list`: `usrId` defaults to the caller (another user's is refused). */
export const userMenuListSchema = z.object({ sysCd: sysCdSchema, usrId: usrIdSchema.optional() });

/** `POST /api/system/usermenu`: add a favourite (idempotent), appended at the end. */
export const userMenuAddSchema = z.object({ sysCd: sysCdSchema.optional(), mnuId: menuIdSchema });

/** `POST /api/system/usermenu/remove`. */
export const userMenuRemoveSchema = z.object({ sysCd: sysCdSchema.optional(), mnuId: menuIdSchema });

/** `POST /api/system/usermenu/edit`: the full new order of the caller's favourites. */
export const userMenuEditSchema = z.object({
  sysCd: sysCdSchema.optional(),
  mnuIds: z
    .array(menuIdSchema)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'mnuIds: duplicate menu id' }),
});

/** `POST /api/system/usermenu/def`: the default menu (defMnuYn Y); `null` clears it. */
export const userMenuDefSchema = z.object({ sysCd: sysCdSchema.optional(), mnuId: menuIdSchema.nullable() });

/** `POST /api/system/menu/access`: a menu was opened (errors are ignored by the client). */
export const menuAccessSchema = z.object({
  mnuId: menuIdSchema,
  mnuUrl: text()
    .max(500)
    .regex(/^\/[^\s]*$/, { message: 'mnuUrl: a path starting with /' }),
});

/** `POST /api/system/menu/access/function`: a function of the current menu was used. */
export const menuFunctionAccessSchema = z.object({
  mnuId: menuIdSchema,
  fncId: text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^\s]+$/, { message: 'fncId: no spaces' }),
});

/** A common code as stored; `dtlCd '*'` rows are group headers (the client skips them). */
export const commonCodeRecordSchema = z
  .object({
    grpCd: z.string(),
    dtlCd: z.string(),
    cdNm: z.string(),
    srtNo: z.int(),
    useYn: ynSchema,
    lclsCd: z.string().nullable(),
    lclsNm: z.string().nullable(),
    mclsNm: z.string().nullable(),
    rmk: z.string().nullable(),
  })
  .extend(auditFieldsSchema.shape);

/** A code mapping rule as stored. */
export const codeMappingRuleRecordSchema = z
  .object({
    ruleId: z.string(),
    srcGrpCd: z.string(),
    srcDtlCd: z.string(),
    tgtGrpCd: z.string(),
    tgtDtlCd: z.string(),
  })
  .extend(auditFieldsSchema.shape);

/** A file group as stored: comma-separated accept rules and the largest file in bytes. */
export const fileGroupRecordSchema = z
  .object({
    fileGrpId: z.string(),
    fileGrpNm: z.string(),
    accept: z.string().nullable(),
    maxSizeBytes: z.number(),
  })
  .extend(auditFieldsSchema.shape);

/** Server app properties of spec section 3. */
export const appPropSchema = z.object({
  authApprovalType: z.string(),
  passwordChangeDays: z.int(),
  maximumLoginFailNumbers: z.int(),
  canUpdateUserPassword: z.boolean(),
});
export type AppProp = z.infer<typeof appPropSchema>;

/** Body of the initial-data call (spec section 3), for the configured system. */
export const initialDataSchema = z.object({
  commonCodes: z.array(commonCodeRecordSchema),
  codeMappingRules: z.array(codeMappingRuleRecordSchema),
  /** Ordered by srtNo (then mnuId). */
  menus: z.array(menuRecordSchema),
  fileGroups: z.array(fileGroupRecordSchema),
  appProp: appPropSchema,
  projectProp: z.record(z.string(), z.unknown()),
  currentSystemCode: z.string(),
  /** `interfaces.definitions` of the configuration, without their compile-time schemas. */
  interfaceDefinitions: z.array(clientInterfaceDefinitionSchema),
});
export type InitialData = z.infer<typeof initialDataSchema>;

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

/** Answer of `GET /api/health`: liveness, the profile and the served client build (`null`: unknown). */
export const healthBodySchema = z.object({
  status: z.literal('ok'),
  profile: z.string(),
  buildId: z.string().nullable(),
});
export type HealthBody = z.infer<typeof healthBodySchema>;
