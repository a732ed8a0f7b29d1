import { z } from 'zod';
import { menuIdSchema, sysCdSchema, usrIdSchema, ynSchema } from './systemFields.ts';

// Favourite menus, `/api/system/usermenu/**` (runtime/server/system/userMenuApi.ts).

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

/** `GET /api/system/usermenu/recent`: the caller's latest menus, the newest first. */
export const recentMenusSchema = z.object({
  list: z.array(
    z.object({
      mnuId: z.string(),
      mnuNm: z.string(),
      mnuUrl: z.string(),
      /** When the caller last opened it (ISO instant). */
      lastDttm: z.string(),
    }),
  ),
});

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
