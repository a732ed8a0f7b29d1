import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { advisoryLock, type Db, fileMetas, fileSets, files } from '../db/index.ts';
import { pendingUploads } from './pendingUploads.ts';
import { sweepStaleTemps } from './sweepStaleTemps.ts';
import { TUS_FOLDER } from './tusUploads.ts';

/** Most sets removed in one sweep (the next sweep takes the rest). */
const SETS_PER_SWEEP = 500;

export interface FileSweep {
  /** File sets removed: never bound to a record, older than the limit. */
  sets: string[];
  /** Resumable uploads removed: started longer ago than the limit and never finished into a set. */
  uploads: string[];
  /** Temporary multipart files a crash left. */
  temps: number;
}

/**
 * Removes what no saved record holds once `unboundMs` has passed: file sets never bound (their
 * rows, metadata and folder); resumable uploads still in the tus folder after `pendingMs` (default
 * `unboundMs`; finished ones leave it at once); and stale temporary files. Safe with several servers on one database: each set goes in a
 * transaction that holds the set's lock and deletes it only while it is still unbound, so a record
 * saved at that moment keeps it.
 */
export async function sweepFiles(
  db: Db,
  dir: string,
  options: { unboundMs: number; pendingMs?: number; now?: number },
): Promise<FileSweep> {
  const now = options.now ?? Date.now();
  const cutoff = new Date(now - options.unboundMs);
  const stale = await db
    .select({ fileId: fileSets.fileId })
    .from(fileSets)
    .where(and(isNull(fileSets.boundDttm), lt(fileSets.regDttm, cutoff)))
    .limit(SETS_PER_SWEEP);
  const sets: string[] = [];
  for (const { fileId } of stale) {
    const removed = await db.transaction(async (tx) => {
      await advisoryLock(tx, `files:${fileId}`);
      const [gone] = await tx
        .delete(fileSets)
        .where(and(eq(fileSets.fileId, fileId), isNull(fileSets.boundDttm)))
        .returning({ fileId: fileSets.fileId });
      if (!gone) return false;
      await tx.delete(fileMetas).where(eq(fileMetas.fileId, fileId));
      await tx.delete(files).where(eq(files.fileId, fileId));
      return true;
    });
    if (!removed) continue;
    await rm(join(dir, fileId), { recursive: true, force: true });
    sets.push(fileId);
  }
  const uploads = await sweepUploads(join(dir, TUS_FOLDER), now - (options.pendingMs ?? options.unboundMs));
  const temps = await sweepStaleTemps(join(dir, '.tmp'), { now });
  return { sets, uploads, temps };
}

/** Uploads in the tus folder begun before `cutoff` (by their info file, else the file's time). */
async function sweepUploads(tusDir: string, cutoff: number): Promise<string[]> {
  const removed: string[] = [];
  for (const upload of await pendingUploads(tusDir)) {
    if (!(upload.created < cutoff)) continue;
    await rm(join(tusDir, upload.id), { force: true });
    await rm(join(tusDir, `${upload.id}.json`), { force: true });
    removed.push(upload.id);
  }
  return removed;
}
