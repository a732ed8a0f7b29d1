import { z } from 'zod';
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
  expiresInSeconds: z.int(),
});
