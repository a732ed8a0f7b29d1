import { z } from 'zod';
import { text, USER_MESSAGE_REASON } from './text.ts';

// App properties (시스템 설정), `/api/system/props` (runtime/server/system/appPropsApi.ts), bound to
// the SYSTEM_CONFIG program: what the login rules of spec sections 3 and 5 read, per system.

/** NONE: no approval flow; MANAGER: locked and dormant accounts may ask an administrator (승인 관리). */
export const APPROVAL_TYPES = ['NONE', 'MANAGER'] as const;

/** The properties as 시스템 설정 shows them. */
export const appPropsRecordSchema = z.object({
  sysCd: z.string(),
  authApprovalType: z.string(),
  passwordChangeDays: z.int(),
  maximumLoginFailNumbers: z.int(),
  canUpdateUserPassword: z.boolean(),
  updDttm: z.string().nullable(),
  updUsrId: z.string().nullable(),
});
export type AppPropsRecord = z.infer<typeof appPropsRecordSchema>;

/** A switch sends true/false; a select or a record read back may say Y/N. */
const flag = z
  .union([z.boolean(), z.enum(['Y', 'N']), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'Y' || v === 'true');

/** A whole number a form sends as text or as a number. */
const count = (min: number, max: number, message: string) =>
  z
    .union([z.number(), text().trim()])
    .transform((v) => (typeof v === 'number' ? v : /^\d{1,6}$/.test(v) ? Number(v) : Number.NaN))
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, {
      message,
      params: { reason: USER_MESSAGE_REASON },
    });

/** `POST /api/system/props`: the properties to change (omitted ones stay). */
export const appPropsSaveSchema = z.object({
  authApprovalType: z.enum(APPROVAL_TYPES).optional(),
  /** Days a password lasts before a change is recommended at login; 0 never. */
  passwordChangeDays: count(
    0,
    3650,
    '비밀번호 변경 주기는 0~3650일로 입력해주세요. 0이면 변경을 권하지 않습니다.',
  ).optional(),
  /** Wrong passwords in a row that lock the account; 0 never locks. */
  maximumLoginFailNumbers: count(
    0,
    100,
    '로그인 실패 허용 횟수는 0~100회로 입력해주세요. 0이면 잠그지 않습니다.',
  ).optional(),
  canUpdateUserPassword: flag.optional(),
});
