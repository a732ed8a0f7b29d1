import { OTHER_REASON_CODE, PRIVACY_REASON_GROUP } from '../../../core/privacy/index.ts';
import type { ReasonAnswer } from '../../dialog/index.ts';
import type { ConsoleRuntime } from '../../runtime/index.ts';

/**
 * Asks why personal data leaves its mask (a download, 원문 보기): the reasons of the PRIVACY_REASON
 * common codes in use, in their order, and words for 기타. Undefined when the user cancels.
 */
export function askReason(
  runtime: Pick<ConsoleRuntime, 'dialogs' | 'initialData'>,
  message: string,
  title: string,
): Promise<ReasonAnswer | undefined> {
  const codes = runtime.initialData.state.data?.commonCodes[PRIVACY_REASON_GROUP] ?? [];
  const options = codes
    .filter((c) => c.useYn !== 'N' && c.dtlCd !== '*')
    .slice()
    .sort((a, b) => (a.srtNo ?? 0) - (b.srtNo ?? 0))
    .map((c) => ({ value: c.dtlCd, label: c.cdNm ?? c.dtlCd }));
  return runtime.dialogs.reason(message, options, { title, wordsFor: OTHER_REASON_CODE });
}
