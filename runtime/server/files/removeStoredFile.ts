import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { advisoryLock, type Db, fileMetas, files } from '../db/index.ts';
import { fileErrors } from './fileErrors.ts';

/**
 * Removes one file of a set: its row and metadata in one transaction, then its bytes. The set
 * stays (possibly empty), so the field that holds its id keeps working. The caller has checked the
 * right to change the set. 404 `ustra.file.cannotFoundFile` when the set has no such file.
 */
export async function removeStoredFile(
  db: Db,
  dir: string,
  target: { fileId: string; fileNo: number },
): Promise<{ remaining: number }> {
  const { storagePath, remaining } = await db.transaction(async (tx) => {
    await advisoryLock(tx, `files:${target.fileId}`);
    const where = and(eq(files.fileId, target.fileId), eq(files.fileNo, target.fileNo));
    const [row] = await tx.delete(files).where(where).returning({ storagePath: files.storagePath });
    if (!row) throw fileErrors.cannotFoundFile();
    await tx
      .delete(fileMetas)
      .where(and(eq(fileMetas.fileId, target.fileId), eq(fileMetas.fileNo, target.fileNo)));
    const [left] = await tx.select({ n: count() }).from(files).where(eq(files.fileId, target.fileId));
    return { storagePath: row.storagePath, remaining: left?.n ?? 0 };
  });
  await rm(join(dir, storagePath), { force: true });
  return { remaining };
}
