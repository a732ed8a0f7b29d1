import { z } from 'zod';
import { menuIconOf } from '../../runtime/core/menu/index.ts';
import { isRelativeUrl } from '../../runtime/core/url/index.ts';
import { text, USER_MESSAGE_REASON } from './text.ts';

// The fields the `/api/system/**` payloads share (spec section 7). Inputs strip unknown keys, so a
// client may send back a record it read (audit fields included); known keys must have the right
// type. Every string a caller sends is built with text() (no control characters); answers use z.string().
/** `Y` or `N`. */
export const ynSchema = z.enum(['Y', 'N']);

/** A menu id: 1-50 letters, digits, `_` or `-` (the seed uses numeric strings). */
export const menuIdSchema = text({ name: true })
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'menu id: letters, digits, _ or - only' });

/** A system code (`management.systemCode`, default `CONSOLE`). */
export const sysCdSchema = text({ name: true })
  .trim()
  .min(1)
  .max(30)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'system code: letters, digits, _ or - only' });

/** A user id as stored (1-50 characters). */
export const usrIdSchema = text({ name: true }).trim().min(1).max(50);

/** `''` and `null` both mean "no value" for optional text columns. */
export const blankToNull = <T extends z.ZodType<string>>(inner: T) =>
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

/** Answered (400) for a menu icon that is neither a name of the icon set nor an image address. */
export const MENU_ICON_MESSAGE =
  '아이콘은 아이콘 이름(예: users, coins)이나 /로 시작하는 이미지 경로여야 합니다.';

/** A menu's `iconSrc`: a name of MENU_ICON_NAMES, or an image path the console serves. */
export const menuIconSchema = text()
  .trim()
  .max(200)
  .refine((s) => menuIconOf(s) !== undefined, {
    message: MENU_ICON_MESSAGE,
    params: { reason: USER_MESSAGE_REASON },
  });

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
