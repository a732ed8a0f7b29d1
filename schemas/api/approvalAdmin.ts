import { z } from 'zod';
import { blankToNull } from './systemFields.ts';
import { text, USER_MESSAGE_REASON } from './text.ts';

// Approval requests (승인 관리), `/api/system/approval/**` (runtime/server/system/approvalAdminApi.ts),
// bound to the SYSTEM_APPROVAL program: what locked, dormant or forgetful users asked for at login.

export const APPROVAL_STATES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;

/** `POST /api/system/approval/list`: requests, open ones first, newest first. */
export const approvalSearchSchema = z.object({
  status: blankToNull(z.enum(APPROVAL_STATES)).optional(),
  aprvTypeCd: blankToNull(z.enum(['01', '02', '03', '04'])).optional(),
  usrId: blankToNull(text().trim().max(50)).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** One request as 승인 관리 shows it. */
export const approvalRecordSchema = z.object({
  id: z.int(),
  usrId: z.string(),
  usrNm: z.string().nullable(),
  aprvTypeCd: z.string(),
  /** 계정 잠금 해제, 비밀번호 초기화, 휴면 해제. */
  aprvTypeNm: z.string(),
  status: z.enum(APPROVAL_STATES),
  /** The requester's reason. */
  reason: z.string().nullable(),
  /** The administrator's reason for a rejection. */
  prcsRsn: z.string().nullable(),
  prcsUsrId: z.string().nullable(),
  prcsDttm: z.string().nullable(),
  regDttm: z.string(),
});

export const approvalPageSchema = z.object({ list: z.array(approvalRecordSchema), totalCount: z.int() });

/** `GET /api/system/approval/pending`: how many requests are open (a dashboard's figure). */
export const approvalPendingSchema = z.object({ count: z.int() });

/** `POST /api/system/approval/approve`: carry out an open request. */
export const approvalApproveSchema = z.object({ id: z.coerce.number().int().positive() });

/** Answer of approve: the request after it, and the one-time password of an approved reset (02), shown once. */
export const approvalApprovedSchema = z.object({
  id: z.int(),
  usrId: z.string(),
  aprvTypeNm: z.string(),
  initialPassword: z.string().optional(),
});

/** `POST /api/system/approval/reject`: refuse an open request, saying why (the requester reads it). */
export const approvalRejectSchema = z.object({
  id: z.coerce.number().int().positive(),
  prcsRsn: text({ multiline: true })
    .trim()
    .max(1000)
    .refine((v) => v.length > 0, {
      message: '반려 사유를 입력해주세요.',
      params: { reason: USER_MESSAGE_REASON },
    }),
});
