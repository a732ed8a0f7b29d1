import { z } from 'zod';
import { declaredApiExportSchema } from './export.ts';
import { blankToNull, ynSchema } from './systemFields.ts';
import { text } from './text.ts';

// 로그인 이력 and 접속 이력, `/api/system/history/**` (runtime/server/system/historyApi.ts), both
// bound to the SYSTEM_HISTORY program: searched and paged on the server, exported whole.

/** A day as a search form sends it (`YYYY-MM-DD`), or blank. */
const dayOrBlank = z.union([z.literal(''), z.iso.date()]);

/** What both searches share: a period of days in Korean time (either end blank), a user, a page. */
const historySearch = {
  period: z.array(dayOrBlank).max(2).optional(),
  /** Part of the user id (case-insensitive). */
  usrId: blankToNull(text().trim().max(50)).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** `POST /api/system/history/login`: login attempts, newest first. */
export const loginHistorySearchSchema = z.object({
  ...historySearch,
  /** A result code (0000, FS02, FS09, …). */
  resCd: blankToNull(text().trim().max(10)).optional(),
  succYn: blankToNull(ynSchema).optional(),
  /** Part of the address. */
  ip: blankToNull(text().trim().max(45)).optional(),
  sort: blankToNull(z.enum(['loginDttm', '-loginDttm', 'usrId', '-usrId'])).optional(),
});
export type LoginHistorySearch = z.output<typeof loginHistorySearchSchema>;

/** One login attempt. */
export const loginHistoryRowSchema = z.object({
  id: z.int(),
  usrId: z.string(),
  /** The account's name, when the id is an account's. */
  usrNm: z.string().nullable(),
  resCd: z.string(),
  /** What the code means, in Korean. */
  resText: z.string(),
  succYn: ynSchema,
  ip: z.string(),
  userAgent: z.string().nullable(),
  loginDttm: z.string(),
});

/** `POST /api/system/history/access`: menus opened and functions used, newest first. */
export const accessHistorySearchSchema = z.object({
  ...historySearch,
  /** A menu id. */
  mnuId: blankToNull(text().trim().max(50)).optional(),
  /** MENU (a menu opened) or FUNCTION (a function used). */
  kind: blankToNull(z.enum(['MENU', 'FUNCTION'])).optional(),
  sort: blankToNull(z.enum(['regDttm', '-regDttm', 'usrId', '-usrId'])).optional(),
});
export type AccessHistorySearch = z.output<typeof accessHistorySearchSchema>;

/** One menu visit or function use. */
export const accessHistoryRowSchema = z.object({
  id: z.int(),
  usrId: z.string(),
  usrNm: z.string().nullable(),
  mnuId: z.string().nullable(),
  /** The menu's name now (null for a menu since removed). */
  mnuNm: z.string().nullable(),
  mnuUrl: z.string().nullable(),
  /** The function used; null for a menu visit. */
  fncId: z.string().nullable(),
  kind: z.enum(['MENU', 'FUNCTION']),
  ip: z.string(),
  regDttm: z.string(),
});

export const loginHistoryPageSchema = z.object({
  list: z.array(loginHistoryRowSchema),
  totalCount: z.int(),
});
export const accessHistoryPageSchema = z.object({
  list: z.array(accessHistoryRowSchema),
  totalCount: z.int(),
});

/** `POST /api/system/history/authority`: 권한 변경 이력, newest first. */
export const authorityHistorySearchSchema = z.object({
  ...historySearch,
  /** The user or role changed (exactly): kim01, OPERATOR. */
  trgtId: blankToNull(text().trim().max(200)).optional(),
  /** One kind of change (user.edit, role.saveGrants, …). */
  actCd: blankToNull(
    z.enum([
      'user.add',
      'user.edit',
      'role.add',
      'role.edit',
      'role.remove',
      'role.saveGrants',
      'menu.remove',
    ]),
  ).optional(),
});
export type AuthorityHistorySearch = z.output<typeof authorityHistorySearchSchema>;

/** One grant, change or removal of authority: who did it, to whom, and what changed. */
export const authorityHistoryRowSchema = z.object({
  id: z.int(),
  regDttm: z.string(),
  /** Who made the change, and from where. */
  usrId: z.string(),
  usrNm: z.string().nullable(),
  usrIp: z.string(),
  actCd: z.string(),
  actNm: z.string(),
  /** The user, role or menu changed. */
  trgtId: z.string(),
  /** What changed, in one Korean line (부여 3건 …, 역할 직원 → 운영자, …). */
  change: z.string(),
});
export const authorityHistoryPageSchema = z.object({
  list: z.array(authorityHistoryRowSchema),
  totalCount: z.int(),
});

/** `POST …/export`: the whole search (every page, up to EXPORT_MAX_ROWS) written to a file. */
export const historyExportSchema = declaredApiExportSchema;
export type HistoryExport = z.output<typeof historyExportSchema>;
