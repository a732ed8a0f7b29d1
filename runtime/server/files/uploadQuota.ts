import { and, eq, gt, min, sum } from 'drizzle-orm';
import { formatFileSize } from '../../core/format/index.ts';
import type { Db } from '../db/index.ts';
import { files } from '../db/index.ts';
import { ApiError } from '../platform/index.ts';
import { pendingUploads } from './pendingUploads.ts';

/** What one user may upload (config `files`). */
export interface UploadQuota {
  /** Resumable uploads one user may have unfinished at once. */
  maxPendingUploads: number;
  /** Bytes one user may upload in 24 hours (stored files and unfinished uploads). */
  userDailyBytes: number;
  /** An unfinished upload older than this no longer counts (the sweep removes it). */
  pendingMs: number;
}

const DAY_MS = 24 * 3600_000;

const quotaErrors = {
  tooManyPending: (max: number) =>
    new ApiError(
      429,
      'ustra.file.tooManyUploads',
      `올리는 중인 파일이 너무 많습니다(최대 ${max}개). 올리던 파일이 끝나면 다시 시도해주세요.`,
      null,
      { 'Retry-After': '60' },
    ),
  dailyBytes: (max: number, retryAfterSeconds: number) =>
    new ApiError(
      429,
      'ustra.file.dailyQuotaExceeded',
      `하루에 올릴 수 있는 용량(${formatFileSize(max)})을 넘었습니다. ${Math.max(1, Math.ceil(retryAfterSeconds / 3600))}시간 후에 다시 시도해주세요.`,
      null,
      { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    ),
};

/**
 * Refuses (429 in Korean, with Retry-After) an upload of `incomingBytes` by `usrId` that would pass
 * the user's quota: more than `userDailyBytes` stored or unfinished in the last 24 hours, or (for a
 * new resumable upload, `newPending`) more than `maxPendingUploads` unfinished at once. Counted from
 * the files table and the tus folder, so every instance on one database and folder agrees.
 */
export async function assertUploadQuota(
  db: Db,
  tusDir: string,
  o: { usrId: string; incomingBytes: number; newPending: boolean; quota: UploadQuota; now: number },
): Promise<void> {
  // The user's unfinished uploads begun within pendingMs (older ones are the sweep's).
  const mine = (await pendingUploads(tusDir)).filter(
    (u) => u.owner === o.usrId && u.created > o.now - o.quota.pendingMs,
  );
  const pending = { count: mine.length, bytes: mine.reduce((n, u) => n + u.size, 0) };
  if (o.newPending && pending.count >= o.quota.maxPendingUploads)
    throw quotaErrors.tooManyPending(o.quota.maxPendingUploads);
  const since = new Date(o.now - DAY_MS);
  const [stored] = await db
    .select({ bytes: sum(files.sizeBytes), oldest: min(files.regDttm) })
    .from(files)
    .where(and(eq(files.regUsrId, o.usrId), gt(files.regDttm, since)));
  const used = Number(stored?.bytes ?? 0) + pending.bytes;
  if (used + o.incomingBytes > o.quota.userDailyBytes) {
    const oldest = stored?.oldest ? new Date(stored.oldest).getTime() : o.now;
    throw quotaErrors.dailyBytes(o.quota.userDailyBytes, (oldest + DAY_MS - o.now) / 1000);
  }
}
