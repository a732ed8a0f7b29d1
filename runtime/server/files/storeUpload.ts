import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { advisoryLock, type Db, fileSets, files } from '../db/index.ts';
import type { AuditStamp } from '../platform/index.ts';
import { fileErrors } from './fileErrors.ts';
import type { FileRow } from './fileStore.ts';
import type { ReceivedFile } from './receiveUpload.ts';

/**
 * Records checked files of an upload and moves them from their temporary names into
 * `<dir>/<fileId>/<fileNo>`, in one transaction: a new set gets a fresh fileId and its owner row
 * (`owner`: the uploader and the menu it is bound to); `fileId` appends after the set's last
 * fileNo (the set must exist; the caller has checked the right to append). Either every row is
 * committed and every file in place, or no row is and the moved files are deleted again.
 */
export async function storeUpload(
  db: Db,
  dir: string,
  upload: {
    fileId: string | undefined;
    fileGrpId: string;
    files: readonly ReceivedFile[];
    stamp: AuditStamp;
    /** Owner of a new set (ignored when appending). */
    owner: { usrId: string; mnuId: string | null };
  },
): Promise<{ fileId: string; rows: FileRow[] }> {
  const fileId = upload.fileId ?? randomUUID().replaceAll('-', '');
  const setDir = join(dir, fileId);
  const moved: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await advisoryLock(tx, `files:${fileId}`);
      let next = 1;
      if (upload.fileId !== undefined) {
        const [last] = await tx
          .select({
            max: sql<number | null>`max(${files.fileNo})`.mapWith((v) => (v === null ? null : Number(v))),
          })
          .from(files)
          .where(sql`${files.fileId} = ${fileId}`);
        if (last?.max === null || last?.max === undefined) throw fileErrors.cannotFoundFile();
        next = last.max + 1;
      } else {
        await tx
          .insert(fileSets)
          .values({ fileId, ownerUsrId: upload.owner.usrId, mnuId: upload.owner.mnuId, ...upload.stamp });
      }
      const rows = upload.files.map((f, i) => ({
        fileId,
        fileNo: next + i,
        fileGrpId: upload.fileGrpId,
        orgFileNm: f.orgFileNm,
        mimeType: f.mimeType,
        sizeBytes: f.sizeBytes,
        storagePath: `${fileId}/${next + i}`,
        ...upload.stamp,
      }));
      const inserted = await tx.insert(files).values(rows).returning();
      await mkdir(setDir, { recursive: true });
      for (const [i, f] of upload.files.entries()) {
        const target = join(dir, rows[i]!.storagePath);
        await rename(f.tmpPath, target);
        moved.push(target);
      }
      return { fileId, rows: inserted.sort((a, b) => a.fileNo - b.fileNo) };
    });
  } catch (error) {
    await Promise.all(moved.map((p) => rm(p, { force: true })));
    // A new set's folder holds nothing else; an existing set's folder keeps its older files.
    if (upload.fileId === undefined) await rm(setDir, { recursive: true, force: true });
    throw error;
  }
}
