import { z } from 'zod';
import { blankToNull, ynSchema } from './systemFields.ts';
import { text, USER_MESSAGE_REASON } from './text.ts';

// Common codes (공통코드 관리), `/api/system/code/**` (runtime/server/system/codeAdminApi.ts), bound
// to the SYSTEM_CODE program: groups (the `dtlCd '*'` header row of spec section 3) and their codes.

const userRule = { params: { reason: USER_MESSAGE_REASON } };

/** The `dtlCd` of a group's header row (its name and classification). */
export const GROUP_ROW = '*';

/** A group code: capital letters, digits and `_` (PHONE_PREFIX). */
const grpCdSchema = text({ name: true })
  .trim()
  .refine((v) => /^[A-Z][A-Z0-9_]{0,49}$/.test(v), {
    message:
      '그룹 코드는 영문 대문자로 시작하는 50자 이하의 영문 대문자, 숫자, _ 로 입력해주세요. 예) PHONE_PREFIX',
    ...userRule,
  });

/** A code of a group: letters, digits, `_`, `-` and `.` (010, hanmail, Y). */
const dtlCdSchema = text({ name: true })
  .trim()
  .refine((v) => /^[A-Za-z0-9_.-]{1,50}$/.test(v), {
    message: '코드는 50자 이하의 영문자, 숫자, _ - . 로 입력해주세요.',
    ...userRule,
  });

const nameSchema = (what: string) =>
  text()
    .trim()
    .max(200)
    .refine((v) => v.length > 0, { message: `${what}을 입력해주세요.`, ...userRule });

const sortSchema = z.union([z.number(), text().trim()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : v === '' ? 0 : Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 99_999) {
    ctx.addIssue({ code: 'custom', message: '정렬 순서는 0~99999의 숫자로 입력해주세요.', ...userRule });
    return z.NEVER;
  }
  return n;
});

/** `POST /api/system/code/groups`: the groups, filtered. */
export const codeGroupSearchSchema = z.object({
  /** Part of the group code or its name. */
  keyword: blankToNull(text().trim().max(100)).optional(),
});

/** A group as 공통코드 관리 lists it. */
export const codeGroupRecordSchema = z.object({
  grpCd: z.string(),
  grpNm: z.string(),
  lclsNm: z.string().nullable(),
  mclsNm: z.string().nullable(),
  useYn: ynSchema,
  rmk: z.string().nullable(),
  codeCount: z.int(),
  updDttm: z.string(),
  updUsrId: z.string(),
});

/** `POST /api/system/code/group`: add or edit a group (its header row). */
export const codeGroupSaveSchema = z.object({
  grpCd: grpCdSchema,
  grpNm: nameSchema('그룹 이름'),
  lclsNm: blankToNull(text().trim().max(200)).optional(),
  mclsNm: blankToNull(text().trim().max(200)).optional(),
  useYn: ynSchema.default('Y'),
  rmk: blankToNull(text({ multiline: true }).trim().max(1000)).optional(),
});

/** `POST /api/system/code/list`: the codes of a group. */
export const codeListSchema = z.object({ grpCd: grpCdSchema });

/** A code as 공통코드 관리 lists it. */
export const codeRecordSchema = z.object({
  grpCd: z.string(),
  dtlCd: z.string(),
  cdNm: z.string(),
  srtNo: z.int(),
  useYn: ynSchema,
  rmk: z.string().nullable(),
  updDttm: z.string(),
  updUsrId: z.string(),
});

/** `POST /api/system/code`: add or edit a code of an existing group. */
export const codeSaveSchema = z.object({
  grpCd: grpCdSchema,
  dtlCd: dtlCdSchema.refine((v) => v !== GROUP_ROW, { message: '* 는 코드로 쓸 수 없습니다.', ...userRule }),
  cdNm: nameSchema('코드 이름'),
  srtNo: sortSchema.optional(),
  useYn: ynSchema.default('Y'),
  rmk: blankToNull(text({ multiline: true }).trim().max(1000)).optional(),
});

/** `POST /api/system/code/batch`: 1-1000 codes added or edited in one transaction (공통코드 일괄 등록). */
export const codeBatchSchema = z.object({
  codes: z.array(codeSaveSchema).min(1).max(1000),
});

/** `POST /api/system/code/remove`: a code, or (dtlCd `*`) a group without codes. */
export const codeRemoveSchema = z.object({
  grpCd: grpCdSchema,
  dtlCd: z.union([z.literal(GROUP_ROW), dtlCdSchema]),
});
