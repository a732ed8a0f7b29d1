import { and, eq } from 'drizzle-orm';
import { OTHER_REASON_CODE, PRIVACY_REASON_GROUP } from '../../../schemas/api/privacy.ts';
import { ApiError } from '../platform/index.ts';
import type { Db } from './openDatabase.ts';
import { commonCodes } from './schema.ts';

/** Refusals of a download or an unmask of personal data without a usable reason. Codes are stable. */
export const personalReasonErrors = {
  required: () =>
    new ApiError(400, 'PRIVACY_REASON_REQUIRED', '개인정보가 담긴 요청입니다. 사유를 선택해주세요.'),
  unknown: () => new ApiError(400, 'PRIVACY_REASON_UNKNOWN', '사유를 목록에서 선택해주세요.'),
  words: () => new ApiError(400, 'PRIVACY_REASON_TEXT', '기타 사유를 2자 이상 입력해주세요.'),
};

/** A reason as recorded: its code and the words kept (the user's, else the code's name). */
export interface PersonalReason {
  reasonCd: string;
  reason: string;
}

/**
 * The reason given for personal data leaving its mask: a code of the PRIVACY_REASON group in use,
 * and for 기타 (99) at least two characters of the user's own. Throws a 400 in Korean otherwise.
 */
export async function personalReason(
  db: Db,
  input: { reasonCd?: string | undefined; reason?: string | undefined },
): Promise<PersonalReason> {
  const reasonCd = input.reasonCd?.trim() ?? '';
  if (!reasonCd) throw personalReasonErrors.required();
  const [code] = await db
    .select({ cdNm: commonCodes.cdNm })
    .from(commonCodes)
    .where(
      and(
        eq(commonCodes.grpCd, PRIVACY_REASON_GROUP),
        eq(commonCodes.dtlCd, reasonCd),
        eq(commonCodes.useYn, 'Y'),
      ),
    )
    .limit(1);
  if (!code || reasonCd === '*') throw personalReasonErrors.unknown();
  const words = input.reason?.trim() ?? '';
  if (reasonCd === OTHER_REASON_CODE && Array.from(words).length < 2) throw personalReasonErrors.words();
  return { reasonCd, reason: words || code.cdNm };
}
