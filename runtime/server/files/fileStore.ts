import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FileListInput, FileMetaData } from '../../../schemas/api/files.ts';
import { fileGroups, files, type Queryable } from '../db/index.ts';

export type FileRow = typeof files.$inferSelect;
export type FileGroupRow = typeof fileGroups.$inferSelect;

export async function findFileGroup(db: Queryable, fileGrpId: string): Promise<FileGroupRow | undefined> {
  const [row] = await db.select().from(fileGroups).where(eq(fileGroups.fileGrpId, fileGrpId)).limit(1);
  return row;
}

/** The largest `maxSizeBytes` of any file group (0 when there is none). */
export async function largestGroupMax(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${fileGroups.maxSizeBytes}), 0)`.mapWith(Number) })
    .from(fileGroups);
  return row?.max ?? 0;
}

export async function findFile(db: Queryable, fileId: string, fileNo: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.fileId, fileId), eq(files.fileNo, fileNo)))
    .limit(1);
  return row;
}

/**
 * Files of a set, by fileNo. `fileNos` keeps only those numbers; `fileGrpId` keeps only files
 * stored under that group unless `includeAddtionalFiles`, which also keeps the others.
 */
export async function listFiles(db: Queryable, input: FileListInput): Promise<FileRow[]> {
  const where: SQL[] = [eq(files.fileId, input.fileId)];
  if (input.fileNos !== undefined) {
    if (input.fileNos.length === 0) return [];
    where.push(inArray(files.fileNo, input.fileNos));
  }
  if (input.fileGrpId !== undefined && !input.includeAddtionalFiles) {
    where.push(eq(files.fileGrpId, input.fileGrpId));
  }
  return db
    .select()
    .from(files)
    .where(and(...where))
    .orderBy(asc(files.fileNo));
}

/** What the client reads about a stored file; `accessUrl` is the attach call under `prefix`. */
export function toMetaData(row: FileRow, prefix: string): FileMetaData {
  return {
    fileId: row.fileId,
    fileNo: row.fileNo,
    fileGrpId: row.fileGrpId,
    orgFileNm: row.orgFileNm,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    accessUrl: `${prefix}/attach?fileId=${encodeURIComponent(row.fileId)}&fileNo=${row.fileNo}`,
    regDttm: row.regDttm.toISOString(),
  };
}
