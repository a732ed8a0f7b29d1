import { z } from 'zod';
import {
  auditFieldsSchema,
  blankToNull,
  ipListSchema,
  menuIconSchema,
  menuIdSchema,
  menuUrlSchema,
  sysCdSchema,
  ynSchema,
} from './systemFields.ts';
import { text } from './text.ts';

// The menus of `/api/system/menu/**` (spec section 7; served by runtime/server/system/menuApi.ts).

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
  mnuNm: text({ name: true }).trim().min(1).max(200),
  /** Parent menu; `null` or `''` for a top-level menu. */
  uprMnuId: blankToNull(menuIdSchema).optional(),
  mnuUrl: blankToNull(menuUrlSchema).optional(),
  proIdVal: blankToNull(text().trim().max(100)).optional(),
  iconSrc: blankToNull(menuIconSchema).optional(),
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
export const menuAddSchema = z.object({
  mnuId: menuIdSchema.optional(),
  ...menuFields,
  /** Roles given the new menu (menu authority and SEARCH) in the same call; functions: 권한 관리. */
  roleIds: z
    .array(
      text()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,50}$/, { message: 'role id: letters, digits, _ or -' }),
    )
    .max(100)
    .optional(),
});

/** Answer of `POST /api/system/menu/folders`: a folder (a menu without URL) labelled by its depth. */
export const menuFolderSchema = z.object({ mnuId: z.string(), label: z.string() });

/** Answer of `POST /api/system/menu/roles`: a role a new menu may be given. */
export const menuRoleOptionSchema = z.object({ roleId: z.string(), roleNm: z.string() });
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
  mnuNm: text({ name: true }).trim().max(200).optional(),
  /** Children of this menu; `null` for top-level menus. */
  uprMnuId: menuIdSchema.nullable().optional(),
  dpYn: ynSchema.optional(),
});

/** `GET /api/system/menu/:id` path parameters. */
export const menuIdParamsSchema = z.object({ id: menuIdSchema });
