import { and, inArray, isNull } from 'drizzle-orm';
import { fileSets, type Queryable } from '../db/index.ts';

/**
 * Marks file sets as taken by a saved record (the first time only), so the sweep keeps them.
 * Unknown ids are ignored.
 */
export async function bindFileSets(
  db: Queryable,
  fileIds: readonly string[],
  at: Date = new Date(),
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .update(fileSets)
    .set({ boundDttm: at })
    .where(and(inArray(fileSets.fileId, [...fileIds]), isNull(fileSets.boundDttm)));
}
