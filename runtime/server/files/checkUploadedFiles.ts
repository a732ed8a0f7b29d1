import { isRefusedProgramName, matchesAccept } from '../../core/files/index.ts';
import { formatFileSize } from '../../core/format/index.ts';
import { fileErrors } from './fileErrors.ts';
import type { FileGroupRow } from './fileStore.ts';
import type { ReceivedFile } from './receiveUpload.ts';
import { sniffContent } from './sniffContent.ts';

/** The group's accept list as the refusal names it (`.pdf, .png`). */
const acceptText = (group: FileGroupRow) =>
  (group.accept ?? '')
    .split(',')
    .map((r) => r.trim())
    .join(', ');

/**
 * The group's rules over received files, the same on every upload path (multipart and tus): each
 * within the group's maximum size (413), its name and declared type in the accept list (415), and
 * its bytes what they claim to be (415, see sniffContent; `sniff: false` before the bytes are there). Every file is checked before any is
 * kept; the answer is the files with the type to store (the sniffed one where it is known).
 */
export async function checkUploadedFiles(
  received: readonly ReceivedFile[],
  group: FileGroupRow,
  options: { sniff?: boolean } = {},
): Promise<ReceivedFile[]> {
  for (const f of received) {
    if (f.oversized || f.sizeBytes > group.maxSizeBytes) {
      throw fileErrors.fileLimitExceeded(f.orgFileNm, formatFileSize(group.maxSizeBytes));
    }
  }
  for (const f of received) {
    if (!matchesAccept([{ name: f.orgFileNm, type: f.mimeType }], group.accept)) {
      throw fileErrors.notAllowedFileType(f.orgFileNm, acceptText(group));
    }
    if (isRefusedProgramName(f.orgFileNm, group.accept)) {
      throw fileErrors.notAllowedContent(f.orgFileNm, 'executable', 'program');
    }
  }
  if (options.sniff === false) return [...received];
  const checked: ReceivedFile[] = [];
  for (const f of received) {
    const verdict = await sniffContent(f.tmpPath, {
      name: f.orgFileNm,
      mimeType: f.mimeType,
      accept: group.accept,
    });
    if (!verdict.ok) throw fileErrors.notAllowedContent(f.orgFileNm, verdict.reason, verdict.detected);
    checked.push({ ...f, mimeType: verdict.mimeType });
  }
  return checked;
}
