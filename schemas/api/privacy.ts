import { z } from 'zod';
import { REVIEW_MONTH } from '../../runtime/core/privacy/index.ts';
import { blankToNull } from './systemFields.ts';
import { text } from './text.ts';

export {
  OTHER_REASON_CODE,
  PRIVACY_REASON_GROUP,
  UNMASK_SECONDS,
} from '../../runtime/core/privacy/index.ts';

/** Why personal data leaves its mask: a code of PRIVACY_REASON and, for 기타 (99), the user's words. */
export const personalReasonFields = {
  reasonCd: text().trim().max(20).optional(),
  reason: text({ multiline: true }).trim().max(200).optional(),
};

/**
 * `POST /api/ext/<name>/unmask`: the raw values of one record of a declared API with `personal`,
 * for a caller holding UNMASK on the calling menu, with a reason. `params`: the call that showed
 * the record (the grid's search and page, or a detail's key); `subject`: whose record.
 */
export const unmaskRequestSchema = z.strictObject({
  params: z.record(z.string(), z.unknown()).default({}),
  subject: text().trim().min(1).max(100),
  ...personalReasonFields,
});

/** The answer: the subject and its declared fields in the clear, shown for `expiresInSeconds`. */
export const unmaskAnswerSchema = z.object({
  record: z.record(z.string(), z.unknown()),
  /** The mask type of each personal field (the screen names a field its grid does not show by it). */
  types: z.record(z.string(), z.string()),
  expiresInSeconds: z.int(),
});

/** What an access record says was done (수행업무). */
export const PERSONAL_ACCESS_ACTIONS = [
  'READ',
  'CREATE',
  'UPDATE',
  'DELETE',
  'PRINT',
  'DOWNLOAD',
  'UNMASK',
] as const;

/** The Korean name of each action, as the review screens show it. */
export const PERSONAL_ACTION_NAMES: Readonly<Record<(typeof PERSONAL_ACCESS_ACTIONS)[number], string>> = {
  READ: '조회',
  CREATE: '입력',
  UPDATE: '변경',
  DELETE: '삭제',
  PRINT: '출력',
  DOWNLOAD: '다운로드',
  UNMASK: '원문조회',
};

const dayOrBlank = z.union([z.literal(''), z.iso.date()]);

/** `POST /api/system/privacy/access`: 개인정보 접속기록, newest first, one page at a time. */
export const personalAccessSearchSchema = z.object({
  /** A period of days in Korean time (either end blank). */
  period: z.array(dayOrBlank).max(2).optional(),
  /** Part of the account id (case-insensitive). */
  usrId: blankToNull(text().trim().max(50)).optional(),
  /** One data subject, exactly (a member number): everything done to that person's data. */
  subject: blankToNull(text().trim().max(100)).optional(),
  action: blankToNull(z.enum(PERSONAL_ACCESS_ACTIONS)).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: blankToNull(z.enum(['accDttm', '-accDttm', 'usrId', '-usrId'])).optional(),
});
export type PersonalAccessSearch = z.output<typeof personalAccessSearchSchema>;

/**
 * `POST /api/system/privacy/subject` (정보주체 조회): everything done to one person's data over the
 * retention window, the subject required.
 */
export const subjectAccessSearchSchema = personalAccessSearchSchema.extend({
  subject: text().trim().min(1).max(100),
});

/** One access record as the screen lists it. */
export const personalAccessRowSchema = z.object({
  id: z.int(),
  accDttm: z.string(),
  usrId: z.string(),
  usrNm: z.string().nullable(),
  usrIp: z.string(),
  mnuId: z.string().nullable(),
  mnuNm: z.string().nullable(),
  fncId: z.string().nullable(),
  tranId: z.string().nullable(),
  action: z.enum(PERSONAL_ACCESS_ACTIONS),
  actionNm: z.string(),
  source: z.string(),
  /** The subjects, the first few, then 외 N명. */
  subjects: z.string(),
  subjectCnt: z.int(),
  reasonCd: z.string().nullable(),
  reason: z.string().nullable(),
});

export const personalAccessPageSchema = z.object({
  list: z.array(personalAccessRowSchema),
  totalCount: z.int(),
});

// ---- 월간 점검 (monthly review, C3) ------------------------------------------------------------

const reviewMonth = z.string().regex(REVIEW_MONTH);

/** What a flag of the monthly review is about. */
export const REVIEW_FLAG_KINDS = [
  'BULK_READ',
  'DOWNLOAD',
  'OFF_HOURS',
  'UNMASK_SPIKE',
  'NEW_IP',
  'INACTIVE_ACCOUNT',
] as const;
export type ReviewFlagKind = (typeof REVIEW_FLAG_KINDS)[number];

/** The Korean name of each flag, as the review screen and its report show it. */
export const REVIEW_FLAG_NAMES: Readonly<Record<ReviewFlagKind, string>> = {
  BULK_READ: '대량 조회',
  DOWNLOAD: '다운로드 사유 확인',
  OFF_HOURS: '업무시간 외 접근',
  UNMASK_SPIKE: '원문조회 급증',
  NEW_IP: '새 IP',
  INACTIVE_ACCOUNT: '차단·삭제 계정의 접근',
};

/** One month in the review list: its records and where its review stands. */
export const reviewMonthRowSchema = z.object({
  month: z.string(),
  monthNm: z.string(),
  recordCnt: z.int(),
  /** OPEN (the month is still running), DUE (over, not signed), SIGNED. */
  status: z.enum(['OPEN', 'DUE', 'SIGNED']),
  flagCnt: z.int().nullable(),
  reviewer: z.string().nullable(),
  reviewerNm: z.string().nullable(),
  note: z.string().nullable(),
  signedDttm: z.string().nullable(),
});

/** `POST /api/system/privacy/review/months`: the months of the retention window, newest first. */
export const reviewMonthsSchema = z.object({ list: z.array(reviewMonthRowSchema) });

/** `POST /api/system/privacy/review/flags`: the flags of one month, one page at a time. */
export const reviewFlagsSearchSchema = z.object({
  month: reviewMonth,
  kind: blankToNull(z.enum(REVIEW_FLAG_KINDS)).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReviewFlagsSearch = z.output<typeof reviewFlagsSearchSchema>;

/** One flag: an account's day (or address, or download) the reviewer should look at. */
export const reviewFlagSchema = z.object({
  kind: z.enum(REVIEW_FLAG_KINDS),
  kindNm: z.string(),
  usrId: z.string(),
  usrNm: z.string().nullable(),
  /** The Korean day it happened, or the first day (새 IP, 차단·삭제 계정). */
  day: z.string(),
  /** What was found, in Korean. */
  detail: z.string(),
  records: z.int(),
  subjects: z.int(),
  /** A download's reason as given. */
  reason: z.string().nullable(),
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

export const reviewFlagsPageSchema = z.object({
  list: z.array(reviewFlagSchema),
  totalCount: z.int(),
});

/** `POST /api/system/privacy/review/sign`: the reviewer's note and sign-off of a month that is over. */
export const reviewSignSchema = z.strictObject({
  month: reviewMonth,
  note: text({ multiline: true }).trim().min(1, { message: '검토 의견을 입력해주세요.' }).max(1000),
});
