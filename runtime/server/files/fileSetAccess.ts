import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasMenuAuthority } from '../../core/auth/index.ts';
import { fileSets, type Queryable } from '../db/index.ts';
import { authErrors, type MenuCaller, menuCallerOf, menuRefusal } from '../platform/index.ts';
import { fileErrors } from './fileErrors.ts';

export type FileSetRow = typeof fileSets.$inferSelect;

/** Who asks for a file set: the logged-in user, their authorities, and the address they call from. */
export interface FileCaller extends MenuCaller {
  usrId: string;
}

/** The logged-in caller of a file route (every one needs a login; the auth hook has checked). */
export function callerOf(request: FastifyRequest): FileCaller {
  if (!request.user) throw authErrors.unauthorized();
  return { ...menuCallerOf(request), usrId: request.user.usrId, roles: request.user.roles };
}

/**
 * The function a caller needs on a set's menu to append to a set they do not own: appending is a
 * write, so menu authority alone (or a public menu) is not enough.
 */
export const APPEND_FUNCTION = 'SAVE';

/** The owner row of a file set, or `undefined` (no such set). */
export async function findFileSet(db: Queryable, fileId: string): Promise<FileSetRow | undefined> {
  const [row] = await db.select().from(fileSets).where(eq(fileSets.fileId, fileId)).limit(1);
  return row;
}

/**
 * Refuses (403 `ustra.file.forbidden`) a caller who is neither the set's owner nor allowed on the
 * menu it was uploaded from. Reading (list, download) needs authority for that menu or a public
 * menu (`authScopCd 03`); appending needs `APPEND_FUNCTION` there. Both obey the menu's IP limit.
 * A set bound to no menu (or to a menu since removed) is its owner's alone.
 */
export async function assertFileSetAccess(
  menus: FastifyInstance['menus'],
  set: FileSetRow,
  caller: FileCaller,
  need: 'read' | 'append',
): Promise<void> {
  if (set.ownerUsrId === caller.usrId) return;
  const menu = set.mnuId === null ? undefined : await menus.find(set.mnuId);
  const fncId = need === 'append' ? APPEND_FUNCTION : undefined;
  if (menu && menuRefusal(menu, caller, fncId) === undefined) return;
  throw fileErrors.forbidden();
}

/**
 * The menu a new set is bound to: the `Menu-Id` menu when it exists and the caller holds authority
 * for it (a public menu the caller holds no authority for binds nothing), else `null`.
 */
export async function uploadMenuOf(
  menus: FastifyInstance['menus'],
  menuId: string | undefined,
  roles: readonly string[],
): Promise<string | null> {
  if (!menuId || !hasMenuAuthority(roles, menuId)) return null;
  return (await menus.find(menuId)) ? menuId : null;
}
