import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt, min, sum } from 'drizzle-orm';
import { formatFileSize } from '../../core/format/index.ts';
import type { Db } from '../db/index.ts';
import { files } from '../db/index.ts';
import { ApiError } from '../platform/index.ts';

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

/** The server-set metadata key naming an upload's owner (tusUploads.ts writes it). */
export const UPLOAD_OWNER_KEY = 'consoleOwner';

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

/** The unfinished resumable uploads of `usrId` begun within `pendingMs`: how many, and their declared bytes. */
async function pendingUploadsOf(
  tusDir: string,
  usrId: string,
  now: number,
  pendingMs: number,
): Promise<{ count: number; bytes: number }> {
  const names = (await readdir(tusDir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  let count = 0;
  let bytes = 0;
  for (const name of names) {
    const info = await readFile(join(tusDir, name), 'utf8')
      .then(
        (text) =>
          JSON.parse(text) as { size?: number; creation_date?: string; metadata?: Record<string, string> },
      )
      .catch(() => undefined);
    if (!info || info.metadata?.[UPLOAD_OWNER_KEY] !== usrId) continue;
    if (!(Date.parse(info.creation_date ?? '') > now - pendingMs)) continue;
    count++;
    bytes += Number(info.size) || 0;
  }
  return { count, bytes };
}

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
  const pending = await pendingUploadsOf(tusDir, o.usrId, o.now, o.quota.pendingMs);
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
