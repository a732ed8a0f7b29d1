import type { FastifyRequest } from 'fastify';
import { fileIdSchema } from '../../../schemas/api/files.ts';
import type { Queryable } from '../db/index.ts';
import { fileErrors } from './fileErrors.ts';
import { assertFileSetAccess, callerOf, findFileSet } from './fileSetAccess.ts';

/**
 * The file sets a declared API's call names in its `files` parameters (empty values skipped),
 * each checked: it exists (404 `ustra.file.cannotFoundFile`) and the caller may change it, as its
 * owner or with SAVE on its menu (403 `ustra.file.forbidden`), so no one attaches another user's
 * files to their record.
 */
export async function fileSetsOfCall(
  db: Queryable,
  request: FastifyRequest,
  params: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === null || value === '') continue;
    const id = fileIdSchema.safeParse(value);
    if (!id.success) throw fileErrors.cannotFoundFile();
    const set = await findFileSet(db, id.data);
    if (!set) throw fileErrors.cannotFoundFile();
    await assertFileSetAccess(request.server.menus, set, callerOf(request), 'append');
    ids.push(id.data);
  }
  return ids;
}
